import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerPreferences,
  DETERGENT_LABELS,
  DETERGENTS,
  FINISH_LABELS,
  FINISHES,
  PREFERENCE_NOTE_MAX,
  STARCH_LABELS,
  STARCH_LEVELS,
} from '@laundry/domain/preferences';
import {
  type PreferencesFormValues,
  preferencesFormSchema,
  preferencesFormValues,
} from '@laundry/validators/preferences';
import { useForm } from 'react-hook-form';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextAreaField } from '../../ui/TextField';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const choices = <K extends string>(keys: readonly K[], labels: Readonly<Record<K, string>>) =>
  keys.map((value) => ({ value, label: labels[value] }));

interface PreferencesFormProps {
  /** The form's accessible name: 'Your preferences', or the customer's. */
  label: string;
  saved: CustomerPreferences | null;
  busy: boolean;
  /** The save's failure, or its success notice. */
  error: string | null;
  notice: string | null;
  onSave: (preferences: CustomerPreferences) => void;
  /** Closes the form without saving (the panel around it). */
  onClose?: () => void;
}

/**
 * A customer's standing preferences (docs/decisions/0093-customer-preferences.md): detergent, fabric softener, starch,
 * creases, hung or folded and a note; each new order keeps a copy. The customer's Account screen and the staff
 * Customers screen share it.
 */
export function PreferencesForm({
  label,
  saved,
  busy,
  error,
  notice,
  onSave,
  onClose,
}: PreferencesFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PreferencesFormValues, unknown, CustomerPreferences>({
    resolver: zodResolver(preferencesFormSchema),
    defaultValues: preferencesFormValues(saved),
  });
  return (
    <form className="preferences-form" aria-label={label} noValidate onSubmit={handleSubmit(onSave)}>
      {error ? (
        <Banner tone="error">
          <p>{error}</p>
        </Banner>
      ) : null}
      {notice ? (
        <Banner tone="success">
          <p>{notice}</p>
        </Banner>
      ) : null}
      <div className="form-grid">
        <Select
          label="Detergent"
          options={choices(DETERGENTS, DETERGENT_LABELS)}
          error={errors.detergent?.message}
          {...register('detergent')}
        />
        <Select
          label="Fabric softener"
          options={YES_NO}
          error={errors.fabricSoftener?.message}
          {...register('fabricSoftener')}
        />
        <Select
          label="Starch"
          options={choices(STARCH_LEVELS, STARCH_LABELS)}
          error={errors.starch?.message}
          {...register('starch')}
        />
        <Select label="Creases" options={YES_NO} error={errors.creases?.message} {...register('creases')} />
        <Select
          label="Hung or folded"
          options={choices(FINISHES, FINISH_LABELS)}
          error={errors.finish?.message}
          {...register('finish')}
        />
      </div>
      <TextAreaField
        label="Standing note"
        hint={`For every order, up to ${PREFERENCE_NOTE_MAX} characters`}
        rows={3}
        maxLength={PREFERENCE_NOTE_MAX}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="button-row">
        <Button type="submit" busy={busy}>
          Save preferences
        </Button>
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        ) : null}
      </div>
    </form>
  );
}
