import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_STATE } from '@laundry/validators/auth';
import { type CustomerCreateInput, customerCreateInput } from '@laundry/validators/staffUsers';
import { useForm } from 'react-hook-form';
import { useSaveError } from '../../lib/useSaveError';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { AddressFields } from '../../ui/fields/AddressFields';
import { ContactFields } from '../../ui/fields/ContactFields';
import { useFocusFirstInvalid } from '../../ui/fields/useFocusFirstInvalid';

export interface CustomerFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  sms: boolean;
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  addressLine2: '',
  city: '',
  state: DEFAULT_STATE,
  zip: '',
  sms: false,
};

interface CustomerFormProps {
  label: string;
  initial: CustomerFormValues;
  busy: boolean;
  error: string | null;
  onSave: (values: CustomerCreateInput) => void;
  onCancel: () => void;
}

/** The customer form (docs/rules/staff-screens.md, Customers; docs/rules/records.md, People): the e-mail must look like an address (docs/rules/messages.md, Public site and accounts: validation). */
export function CustomerForm({ label, initial, busy, error, onSave, onCancel }: CustomerFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerFormValues, unknown, CustomerCreateInput>({
    resolver: zodResolver(customerCreateInput) as never,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const saveError = useSaveError(error);

  return (
    <form
      ref={formRef}
      onChange={saveError.onEdit}
      onSubmit={handleSubmit(onSave, focusFirstInvalid)}
      noValidate
      aria-label={label}
    >
      {saveError.shown ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{saveError.shown}</p>
        </Banner>
      ) : null}
      <div className="form-grid">
        <ContactFields
          register={register}
          errors={errors}
          phoneControl={control}
          lastName
          autoFill={false}
          required={{ email: true }}
        />
        <AddressFields
          register={register}
          errors={errors}
          line2={{ name: 'addressLine2' }}
          autoFill={false}
        />
      </div>
      <div className="staff-admin__checks">
        <label>
          <input type="checkbox" {...register('sms')} />
          Text notifications about orders
        </label>
      </div>
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
