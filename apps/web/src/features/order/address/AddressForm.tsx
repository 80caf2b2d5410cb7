import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_MESSAGES, addressSchema, type OrderAddress } from '@laundry/validators/order';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { PhoneField } from '../../account/PhoneField';
import { useSession } from '../../auth/useSession';
import { checkZip, lastCheckedZip } from '../../zip/zipCheck';
import {
  type AddressPlace,
  NEW_ADDRESS,
  SAVED_ADDRESS,
  SavedAddressChoice,
  samePlace,
} from './SavedAddressChoice';
import { useServedZips } from './useServedZips';

/** The account's saved address, when it has one whole (docs/rules/ordering.md, The address step). */
function savedPlace(session: ReturnType<typeof useSession>): AddressPlace | null {
  const user = session.user;
  if (!user?.address || !user.city || !user.state || !user.zip) return null;
  return {
    address: user.address,
    address2: user.addressLine2 ?? '',
    city: user.city,
    state: user.state,
    zip: user.zip,
  };
}

function initialValues(
  saved: OrderAddress | undefined,
  session: ReturnType<typeof useSession>,
): OrderAddress {
  if (saved) return { ...saved, address2: saved.address2 ?? '' };
  const user = session.user;
  return {
    address: user?.address ?? '',
    address2: user?.addressLine2 ?? '',
    city: user?.city ?? '',
    state: user?.state || 'NY',
    zip: user?.zip || lastCheckedZip() || '',
    firstName: user?.firstName ?? '',
    email: user?.email ?? session.guestEmail ?? '',
    phone: user?.phone ?? '',
  };
}

interface AddressFormProps {
  saved: OrderAddress | undefined;
  onSave: (address: OrderAddress) => void;
}

/** Step 1, Location (spec 001 §5, Address step): every field and message as the spec gives them. */
export function AddressForm({ saved, onSave }: AddressFormProps) {
  const session = useSession();
  const servedZips = useServedZips();
  // spec 001 §5: the zip must be served; the preset list applies until the fetched one replaces it.
  const schema = useMemo(
    () =>
      addressSchema.extend({
        zip: addressSchema.shape.zip.refine(
          (zip) => checkZip(zip, servedZips).served,
          ADDRESS_MESSAGES.zipNotServed,
        ),
      }),
    [servedZips],
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm({ resolver: zodResolver(schema), defaultValues: initialValues(saved, session) });

  const savedAddress = savedPlace(session);
  // The choice is what the fields hold: the saved address, or (typed over, or cleared) a different one.
  const typed = watch(['address', 'address2', 'city', 'state', 'zip']);
  const typedPlace: AddressPlace = {
    address: typed[0],
    address2: typed[1],
    city: typed[2],
    state: typed[3],
    zip: typed[4],
  };
  const choice = savedAddress !== null && samePlace(savedAddress, typedPlace) ? SAVED_ADDRESS : NEW_ADDRESS;
  function choose(next: typeof SAVED_ADDRESS | typeof NEW_ADDRESS) {
    if (!savedAddress) return;
    const options = { shouldValidate: isSubmitted, shouldDirty: true };
    const place: AddressPlace =
      next === SAVED_ADDRESS
        ? savedAddress
        : { address: '', address2: '', city: '', state: savedAddress.state, zip: lastCheckedZip() ?? '' };
    for (const key of ['address', 'address2', 'city', 'state', 'zip'] as const) {
      setValue(key, place[key] ?? '', options);
    }
  }

  // DECISIONS.md "Regions": the state decides the region; a Florida zip suggests FL and a New York one NY.
  const zip = watch('zip');
  useEffect(() => {
    const result = checkZip(zip, servedZips);
    if (!result.served) return;
    const state = getValues('state').trim().toUpperCase();
    if (result.florida && (state === 'NY' || state === ''))
      setValue('state', 'FL', { shouldValidate: isSubmitted });
    if (!result.florida && state === 'FL') setValue('state', 'NY', { shouldValidate: isSubmitted });
  }, [zip, servedZips, getValues, setValue, isSubmitted]);

  const onSubmit = handleSubmit((values) => onSave({ ...values, address2: values.address2 || undefined }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Your address">
      {savedAddress ? <SavedAddressChoice saved={savedAddress} value={choice} onChange={choose} /> : null}
      <div className="form-grid">
        <TextField
          label="Address"
          autoComplete="address-line1"
          required
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="Address line 2"
          autoComplete="address-line2"
          hint="Apartment, suite or floor (optional)"
          error={errors.address2?.message}
          {...register('address2')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          maxLength={2}
          required
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label="Zip code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          required
          error={errors.zip?.message}
          {...register('zip')}
        />
        <TextField
          label="First name"
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.phone?.message}
            />
          )}
        />
      </div>
      <div className="button-row">
        <Button type="submit" size="lg">
          Continue
        </Button>
      </div>
    </form>
  );
}
