import { zodResolver } from '@hookform/resolvers/zod';
import { newYorkToday } from '@laundry/pricing';
import { centsToDollars } from '@laundry/validators/settingsFormValues';
import { type SpecialStaffInput, specialFormSchema } from '@laundry/validators/specials';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useSaveError } from '../../../lib/useSaveError';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextAreaField, TextField } from '../../../ui/TextField';
import { noDryCleanItemsFlags, noServiceFlags, noTailoringItemsFlags } from './noFlags';
import {
  DRY_CLEAN_ITEM_CHOICES,
  SERVICE_CHOICES,
  type StaffSpecial,
  TAILORING_ITEM_CHOICES,
} from './specialLabels';

export interface SpecialFormValues {
  name: string;
  code: string;
  description: string;
  expirationDate: string;
  firstTimeOnly: '' | 'yes' | 'no';
  percentDiscount: string;
  promotionalPrice: string;
  discountAmount: string;
  services: StaffSpecial['services'];
  tailoringItems: StaffSpecial['tailoringItems'];
  dryCleanItems: StaffSpecial['dryCleanItems'];
  startDate: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  minOrderAmount: string;
}

export const EMPTY_SPECIAL: SpecialFormValues = {
  name: '',
  code: '',
  description: '',
  expirationDate: '',
  firstTimeOnly: '',
  percentDiscount: '',
  promotionalPrice: '',
  discountAmount: '',
  services: noServiceFlags,
  tailoringItems: noTailoringItemsFlags,
  dryCleanItems: noDryCleanItemsFlags,
  startDate: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  minOrderAmount: '',
};

const dollars = (cents: number | null) => (cents === null ? '' : centsToDollars(cents));

export function specialFormValues(special: StaffSpecial): SpecialFormValues {
  return {
    name: special.name,
    code: special.code,
    description: special.description,
    expirationDate: special.expirationDate,
    firstTimeOnly: special.firstTimeOnly ? 'yes' : 'no',
    percentDiscount: special.percentDiscount === null ? '' : String(special.percentDiscount),
    promotionalPrice: dollars(special.promotionalPriceCents),
    discountAmount: dollars(special.discountAmountCents),
    services: special.services,
    tailoringItems: special.tailoringItems,
    dryCleanItems: special.dryCleanItems,
    startDate: special.startDate ?? '',
    maxUses: special.maxUses === null ? '' : String(special.maxUses),
    maxUsesPerCustomer: special.maxUsesPerCustomer === null ? '' : String(special.maxUsesPerCustomer),
    minOrderAmount: dollars(special.minOrderCents),
  };
}

const DISCOUNTS = [
  { name: 'percentDiscount', label: '% off', hint: 'A percent, e.g. 15 or 12.5' },
  { name: 'promotionalPrice', label: 'Promotional price ($)', hint: 'Per lb, per item or per comforter' },
  { name: 'discountAmount', label: 'Discount amount ($)', hint: 'Taken off the order once' },
] as const;

interface SpecialFormProps {
  label: string;
  initial: SpecialFormValues;
  /** An expired special keeps its past date through an edit (docs/decisions/0040-staff-specials.md). */
  keepsPastDate?: string;
  busy: boolean;
  error: string | null;
  onSave: (values: SpecialStaffInput) => void;
  onCancel: () => void;
}

/**
 * docs/rules/staff-screens.md, Specials: one discount type (typing one hides the other two), the tailoring
 * items only with tailoring, the dry-clean items only with dry clean, a Yes/No first-time choice;
 * amounts with up to 2 decimals and an expiration date not before today.
 */
export function SpecialForm({
  label,
  initial,
  keepsPastDate,
  busy,
  error,
  onSave,
  onCancel,
}: SpecialFormProps) {
  const today = newYorkToday(Date.now());
  const earliest = keepsPastDate && keepsPastDate < today ? keepsPastDate : today;
  const schema = useMemo(() => specialFormSchema(earliest), [earliest]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<SpecialFormValues, unknown, SpecialStaffInput>({
    resolver: zodResolver(schema) as never,
    defaultValues: initial,
  });
  const typed = DISCOUNTS.find(({ name }) => (watch(name) ?? '').trim() !== '')?.name ?? null;
  const tailoring = watch('services.tailoring');
  const dryClean = watch('services.dryClean');

  const saveError = useSaveError(error);

  return (
    <form onChange={saveError.onEdit} onSubmit={handleSubmit(onSave)} noValidate aria-label={label}>
      {saveError.shown ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{saveError.shown}</p>
        </Banner>
      ) : null}
      <div className="form-grid">
        <TextField label="Name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label="Code"
          required
          autoCapitalize="characters"
          hint="Customers type it at checkout, in any case"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          label="Expiration date"
          type="date"
          min={earliest}
          required
          hint="The last day the code works"
          error={errors.expirationDate?.message}
          {...register('expirationDate')}
        />
        <Select
          label="First-time customers only?"
          placeholder="Select One"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          required
          error={errors.firstTimeOnly?.message}
          {...register('firstTimeOnly')}
        />
      </div>
      <fieldset className="staff-admin__fieldset">
        <legend>Discount (one only)</legend>
        <div className="form-grid">
          {DISCOUNTS.map(({ name, label: fieldLabel, hint }) =>
            typed === null || typed === name ? (
              <TextField
                key={name}
                label={fieldLabel}
                inputMode="decimal"
                hint={hint}
                error={errors[name]?.message}
                {...register(name)}
              />
            ) : null,
          )}
        </div>
      </fieldset>
      <fieldset className="staff-admin__fieldset">
        <legend>Limits</legend>
        <p className="staff-admin__muted">A limit left blank is no limit.</p>
        <div className="form-grid">
          <TextField
            label="Start date"
            type="date"
            hint="The first day the code works"
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <TextField
            label="Total uses"
            inputMode="numeric"
            hint="Orders not canceled, in all"
            error={errors.maxUses?.message}
            {...register('maxUses')}
          />
          <TextField
            label="Uses per customer"
            inputMode="numeric"
            hint="Per account or guest e-mail"
            error={errors.maxUsesPerCustomer?.message}
            {...register('maxUsesPerCustomer')}
          />
          <TextField
            label="Minimum order ($)"
            inputMode="decimal"
            hint="Services and products, before the discount"
            error={errors.minOrderAmount?.message}
            {...register('minOrderAmount')}
          />
        </div>
      </fieldset>
      <fieldset className="staff-admin__fieldset">
        <legend>Applicable services</legend>
        <p className="staff-admin__muted">None ticked: the special applies to every service.</p>
        <div className="staff-admin__checks">
          {SERVICE_CHOICES.map(({ key, label: serviceLabel }) => (
            <label key={key}>
              <input type="checkbox" {...register(`services.${key}`)} />
              {serviceLabel}
            </label>
          ))}
        </div>
      </fieldset>
      {tailoring ? (
        <fieldset className="staff-admin__fieldset">
          <legend>Tailoring items</legend>
          <div className="staff-admin__checks">
            {TAILORING_ITEM_CHOICES.map(({ key, label: itemLabel }) => (
              <label key={key}>
                <input type="checkbox" {...register(`tailoringItems.${key}`)} />
                {itemLabel}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {dryClean ? (
        <fieldset className="staff-admin__fieldset">
          <legend>Dry clean items</legend>
          <div className="staff-admin__checks">
            {DRY_CLEAN_ITEM_CHOICES.map(({ key, label: itemLabel }) => (
              <label key={key}>
                <input type="checkbox" {...register(`dryCleanItems.${key}`)} />
                {itemLabel}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <TextAreaField
        label="Description"
        hint="Shown on the public specials page"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="staff-admin__actions">
        <Button type="submit" busy={busy}>
          Save
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
