import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_STATE } from '@laundry/validators/auth';
import { type CustomerCreateInput, customerCreateInput } from '@laundry/validators/staffUsers';
import { Controller, useForm } from 'react-hook-form';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { PhoneField } from '../account/PhoneField';

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

/** The customer form (spec 000 §2, §3 User): the e-mail must look like an address (spec 000 §5). */
export function CustomerForm({ label, initial, busy, error, onSave, onCancel }: CustomerFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerFormValues, unknown, CustomerCreateInput>({
    resolver: zodResolver(customerCreateInput) as never,
    defaultValues: initial,
  });

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={label}>
      {error ? (
        <Banner tone="error" className="staff-admin__banner">
          <p>{error}</p>
        </Banner>
      ) : null}
      <div className="form-grid">
        <TextField
          label="First name"
          autoComplete="off"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="off"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.phone?.message}
            />
          )}
        />
        <TextField
          label="Address"
          autoComplete="off"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="Address line 2"
          autoComplete="off"
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <TextField label="City" autoComplete="off" error={errors.city?.message} {...register('city')} />
        <TextField label="State" maxLength={2} error={errors.state?.message} {...register('state')} />
        <TextField
          label="Zip"
          inputMode="numeric"
          maxLength={5}
          error={errors.zip?.message}
          {...register('zip')}
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
