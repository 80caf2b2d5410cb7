import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CustomerPreferences,
  DETERGENTS,
  FINISHES,
  PREFERENCE_NOTE_MAX,
  STARCH_LEVELS,
} from '@laundry/domain';
import {
  type PreferencesFormValues,
  preferencesFormSchema,
  preferencesFormValues,
} from '@laundry/validators/preferences';
import { useForm } from 'react-hook-form';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextAreaField } from '../../ui/TextField';
import { DETERGENT_MESSAGES, FINISH_MESSAGES, STARCH_MESSAGES } from './preferenceText';

type Translate = ReturnType<typeof useT>;

const yesNo = (t: Translate) => [
  { value: 'yes', label: t('account.preferences.yes') },
  { value: 'no', label: t('account.preferences.no') },
];
const choices = <K extends string>(
  t: Translate,
  keys: readonly K[],
  labels: Readonly<Record<K, MessageId>>,
) => keys.map((value) => ({ value, label: t(labels[value]) }));

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
  const t = useT();
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
          label={t('account.preferences.detergent')}
          options={choices(t, DETERGENTS, DETERGENT_MESSAGES)}
          error={errors.detergent?.message}
          {...register('detergent')}
        />
        <Select
          label={t('account.preferences.fabricSoftener')}
          options={yesNo(t)}
          error={errors.fabricSoftener?.message}
          {...register('fabricSoftener')}
        />
        <Select
          label={t('account.preferences.starch')}
          options={choices(t, STARCH_LEVELS, STARCH_MESSAGES)}
          error={errors.starch?.message}
          {...register('starch')}
        />
        <Select
          label={t('account.preferences.creases')}
          options={yesNo(t)}
          error={errors.creases?.message}
          {...register('creases')}
        />
        <Select
          label={t('account.preferences.finish')}
          options={choices(t, FINISHES, FINISH_MESSAGES)}
          error={errors.finish?.message}
          {...register('finish')}
        />
      </div>
      <TextAreaField
        label={t('account.preferences.note')}
        hint={t('account.preferences.noteHint', { max: PREFERENCE_NOTE_MAX })}
        rows={3}
        maxLength={PREFERENCE_NOTE_MAX}
        error={errors.note?.message}
        {...register('note')}
      />
      <div className="button-row">
        <Button type="submit" busy={busy}>
          {t('account.preferences.save')}
        </Button>
        {onClose ? (
          <Button variant="secondary" onClick={onClose}>
            {t('account.preferences.close')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
