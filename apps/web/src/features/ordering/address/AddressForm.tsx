import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_MESSAGES, addressSchema, type OrderAddress } from '@laundry/validators/order';
import { servesAddress } from '@laundry/validators/settings';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../../../i18n/useT';
import { Button } from '../../../ui/Button';
import { AddressFields } from '../../../ui/fields/AddressFields';
import { ContactFields } from '../../../ui/fields/ContactFields';
import { useFocusFirstInvalid } from '../../../ui/fields/useFocusFirstInvalid';
import { useFormControl } from '../../../ui/fields/useFormControl';
import { useSession } from '../../auth/useSession';
import { checkZip, lastCheckedZip } from '../../zip/zipCheck';
import {
  type AddressPlace,
  NEW_ADDRESS,
  PLACE_FIELDS,
  SAVED_ADDRESS,
  SavedAddressChoice,
  samePlace,
} from './SavedAddressChoice';
import { useServedZips } from './useServedZips';

/** The account's saved address, when it has one whole (docs/rules/ordering.md, The address step). */
function savedPlace(
  session: ReturnType<typeof useSession>,
  profile: OrderAddress | undefined,
): AddressPlace | null {
  // A phone order's saved address is the customer's, not the staff member's (docs/decisions/0087-phone-orders.md).
  if (profile) {
    const { address, address2, city, state, zip } = profile;
    return address && city && state && zip ? { address, address2: address2 ?? '', city, state, zip } : null;
  }
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
  /** A phone order: the customer's profile stands in for the signed-in staff member's. */
  profile?: OrderAddress | undefined;
  onSave: (address: OrderAddress) => void;
}

/** Step 1, Location (docs/rules/messages.md, Order flow: validation, Address step): every field and message as the spec gives them. */
export function AddressForm({ saved, profile, onSave }: AddressFormProps) {
  const t = useT();
  const session = useSession();
  const servedZips = useServedZips();
  // docs/rules/messages.md, Order flow: validation: the zip must be served; the preset list applies until the fetched one replaces it.
  const schema = useMemo(
    () =>
      addressSchema
        .extend({
          zip: addressSchema.shape.zip.refine(
            (zip) => checkZip(zip, servedZips).served,
            ADDRESS_MESSAGES.zipNotServed,
          ),
        })
        // A served zip of the other region (a New York zip with the state FL) is not served (docs/rules/regions.md).
        .refine(
          ({ zip, state }) => {
            const check = checkZip(zip, servedZips);
            return !check.served || servesAddress(check, state);
          },
          // Checked once the other fields are valid (zod runs an object's refinement on a valid object).
          { error: ADDRESS_MESSAGES.zipNotServed, path: ['zip'] },
        ),
    [servedZips],
  );
  // The guest's first screen: a form that schedules no update as it mounts (docs/decisions/0115-first-step-form-without-mount-update.md).
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    trigger,
    formState: { errors, isSubmitted },
  } = useFormControl({ defaultValues: initialValues(saved, session), shouldFocusError: false }, resolver);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const savedAddress = savedPlace(session, profile);
  // The choice is what the fields hold: the saved address, or (typed over, or cleared) a different one.
  // One array for every render, so the watch keeps its subscription rather than renewing it on each keystroke.
  const typed = useWatch({ control, name: PLACE_FIELDS });
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
    for (const key of PLACE_FIELDS) {
      setValue(key, place[key] ?? '', options);
    }
  }

  // docs/rules/regions.md: the state decides the region; a Florida zip suggests FL and a New York one NY.
  const zip = typedPlace.zip;
  const typedState = typedPlace.state;
  // The state typed is read when the zip, the served list or the first Continue changes, not followed as it is typed.
  const suggestState = useEffectEvent((florida: boolean, shouldValidate: boolean) => {
    const state = (typedState ?? '').trim().toUpperCase();
    if (florida && (state === 'NY' || state === '')) setValue('state', 'FL', { shouldValidate });
    if (!florida && state === 'FL') setValue('state', 'NY', { shouldValidate });
  });
  useEffect(() => {
    const result = checkZip(zip, servedZips);
    if (result.served) suggestState(result.florida, isSubmitted);
  }, [zip, servedZips, isSubmitted]);

  // After a first Continue, the zip's message follows the state too: a New York zip is not served with FL.
  useEffect(() => {
    if (isSubmitted && typedState !== undefined) void trigger('zip');
  }, [typedState, isSubmitted, trigger]);

  const onSubmit = handleSubmit(
    (values) => onSave({ ...values, address2: values.address2 || undefined }),
    focusFirstInvalid,
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('ordering.address.formLabel')}>
      {savedAddress ? (
        <SavedAddressChoice
          saved={savedAddress}
          value={choice}
          onChange={choose}
          forCustomer={profile !== undefined}
        />
      ) : null}
      <div className="form-grid">
        <AddressFields
          register={register}
          errors={errors}
          line2={{ name: 'address2', hint: t('ordering.address.line2Hint') }}
          autoFill
          required
          zipLabel="Zip code"
        />
        <ContactFields
          register={register}
          errors={errors}
          phoneControl={control}
          autoFill
          required={{ firstName: true, email: true, phone: true }}
        />
      </div>
      <div className="button-row">
        <Button type="submit" size="lg">
          {t('ordering.continue')}
        </Button>
      </div>
    </form>
  );
}
