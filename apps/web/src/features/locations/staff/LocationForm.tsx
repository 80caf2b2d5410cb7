import { zodResolver } from '@hookform/resolvers/zod';
import { LOCATION_MESSAGES, type LocationInput, locationInput } from '@laundry/validators/locations';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useSaveError } from '../../../lib/useSaveError';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { AddressFields } from '../../../ui/fields/AddressFields';
import { FormPhoneField } from '../../../ui/fields/PhoneField';
import { useFocusFirstInvalid } from '../../../ui/fields/useFocusFirstInvalid';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';

const PinMap = lazy(() => import('./PinMap'));

export interface LocationFormValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  hours: string;
  lat: string;
  long: string;
}

export const EMPTY_LOCATION: LocationFormValues = {
  name: '',
  address: '',
  city: '',
  state: 'NY',
  zip: '',
  phone: '',
  hours: '',
  lat: '',
  long: '',
};

const coordinate = (value: string) => {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : null;
};

interface LocationFormProps {
  label: string;
  initial: LocationFormValues;
  busy: boolean;
  error: string | null;
  onSave: (values: LocationInput) => void;
  onCancel: () => void;
}

/**
 * The location form (docs/rules/records.md, Locations, docs/rules/messages.md, Public site and accounts: validation: latitude and longitude required, 'Field Required'). "Fill
 * from address" places the typed address and the map shows the pin to check (docs/decisions/0039-staff-locations.md).
 */
export function LocationForm({ label, initial, busy, error, onSave, onCancel }: LocationFormProps) {
  const trpc = useTRPC();
  const geocode = useMutation(trpc.locations.geocode.mutationOptions());
  const [placedBy, setPlacedBy] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = useForm<LocationFormValues, unknown, LocationInput>({
    resolver: zodResolver(locationInput) as never,
    defaultValues: initial,
    shouldFocusError: false,
  });
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const lat = coordinate(watch('lat'));
  const long = coordinate(watch('long'));

  const fillFromAddress = async () => {
    const { address, city, state, zip } = getValues();
    try {
      const place = await geocode.mutateAsync({
        address,
        city,
        state: state.slice(0, 2),
        zip: zip.slice(0, 10),
      });
      setValue('lat', String(place.lat), { shouldValidate: true });
      setValue('long', String(place.long), { shouldValidate: true });
      setPlacedBy(place.source.startsWith('offline') ? 'the centre of the zip code' : place.label);
    } catch {
      setPlacedBy(null);
    }
  };

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
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <AddressFields register={register} errors={errors} autoFill={false} />
        <FormPhoneField control={control} error={errors.phone?.message} />
        <TextField
          label="Hours"
          hint="As customers see it, e.g. 8am - 10pm, 7 days"
          error={errors.hours?.message}
          {...register('hours')}
        />
      </div>
      <fieldset className="staff-admin__fieldset">
        <legend>Map position</legend>
        <div className="staff-admin__actions">
          <Button variant="secondary" busy={geocode.isPending} onClick={fillFromAddress}>
            Fill from address
          </Button>
        </div>
        {geocode.isError ? (
          <p className="field__error" role="alert">
            {userMessage(geocode.error, LOCATION_MESSAGES.notPlaced)}
          </p>
        ) : placedBy ? (
          <p className="staff-admin__muted" role="status">
            Placed at {placedBy}. Check the pin on the map; type the exact numbers if it is off.
          </p>
        ) : null}
        <div className="form-grid">
          <TextField
            label="Latitude"
            inputMode="decimal"
            required
            error={errors.lat?.message}
            {...register('lat')}
          />
          <TextField
            label="Longitude"
            inputMode="decimal"
            required
            error={errors.long?.message}
            {...register('long')}
          />
        </div>
        <Suspense fallback={<Spinner label="Loading map…" />}>
          <PinMap lat={lat} long={long} label={watch('name') || 'New location'} />
        </Suspense>
      </fieldset>
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
