import './zip.css';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTRPC } from '../../lib/trpc';
import { paths, signupPath } from '../../routes/paths';
import { Button, ButtonLink } from '../../ui/Button';
import { describedBy, fieldIds } from '../../ui/Field';
import { PhoneText } from '../../ui/PhoneText';
import { Spinner } from '../../ui/Spinner';
import { ContinueAsGuest } from '../auth/ContinueAsGuest';
import {
  checkZip,
  rememberCheckedZip,
  ZIP_LENGTH,
  ZIP_NOT_SERVED_MESSAGE,
  zipDigits,
  zipInputError,
} from './zipCheck';

export interface ZipCheckFormProps {
  label?: string;
}

/** docs/rules/public-site.md, Zip check; docs/rules/messages.md, Public site and accounts: validation: the home page zip check. Served zips come from catalog.zips.list. */
export function ZipCheckForm({ label = 'Zip code' }: ZipCheckFormProps) {
  const trpc = useTRPC();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [zip, setZip] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  // The served list is fetched once the visitor starts using the form, not on every page view.
  const [wantsZips, setWantsZips] = useState(false);
  const zips = useQuery({
    ...trpc.catalog.zips.list.queryOptions(undefined, { staleTime: 10 * 60_000 }),
    enabled: wantsZips,
  });

  const error = showErrors ? zipInputError(zip) : null;
  const complete = zip.length === ZIP_LENGTH;
  const result = complete && zips.data ? checkZip(zip, zips.data) : null;
  const servedZip = result?.served ? result.zip : null;
  // The served zip's region may have paused online ordering (docs/rules/regions.md): its own message says so.
  const region = result?.served ? (result.florida ? 'fl' : 'ny') : null;
  const regionPricing = useQuery({
    ...trpc.catalog.pricing.queryOptions({ region: region ?? 'ny' }),
    enabled: region !== null,
  });
  const paused =
    region !== null && regionPricing.data?.settings.disableOrdering ? regionPricing.data.settings : null;
  useEffect(() => {
    if (servedZip) rememberCheckedZip(servedZip);
  }, [servedZip]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setWantsZips(true);
    setShowErrors(true);
    if (zipInputError(zip)) inputRef.current?.focus();
  }

  let status: ReactNode = null;
  if (complete && zips.isError) {
    status = "Sorry, we couldn't check your zip code right now. Please try again.";
  } else if (complete && zips.isFetching && !zips.data) {
    status = <Spinner size="sm" label={`Checking ${zip}…`} />;
  } else if (result?.served && paused) {
    status = (
      <>
        <strong>Online ordering is paused in {result.florida ? 'Florida' : 'New York City'}.</strong>{' '}
        <PhoneText text={paused.disableOrderingMessage} />
      </>
    );
  } else if (result?.served) {
    status = <strong>Good news! We pick up and deliver in {result.zip}.</strong>;
  } else if (result) {
    status = <strong>{ZIP_NOT_SERVED_MESSAGE}</strong>;
  }

  return (
    <form className="zip-check" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="zip-check__row">
        <input
          ref={inputRef}
          id={inputId}
          name="zipcode"
          className="input zip-check__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          placeholder="e.g. 10001"
          value={zip}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldIds(inputId, undefined, error ?? undefined))}
          onFocus={() => setWantsZips(true)}
          onChange={(event) => {
            setWantsZips(true);
            setZip(zipDigits(event.target.value));
          }}
        />
        <Button type="submit" className="zip-check__submit">
          Check
        </Button>
      </div>
      {error ? (
        <p className="field__error" id={`${inputId}-error`}>
          {error}
        </p>
      ) : null}
      <div role="status" className="zip-check__status">
        {status}
      </div>
      {complete && zips.isError ? (
        <Button size="sm" variant="secondary" onClick={() => void zips.refetch()}>
          Try again
        </Button>
      ) : null}
      {result?.served ? (
        <div className="zip-check__next">
          <ButtonLink to={signupPath(result.zip)} variant="accent">
            Create an Account
          </ButtonLink>
          <ContinueAsGuest to={paths.orderAddress} />
          {result.florida ? (
            <p className="zip-check__note">
              You're in our Florida service area: see <Link to={paths.floridaPricing}>Florida pricing</Link>.
            </p>
          ) : null}
        </div>
      ) : null}
      {result && !result.served ? (
        <p className="zip-check__note">
          You can still bring your laundry to one of our <Link to={paths.locations}>locations</Link>.
        </p>
      ) : null}
    </form>
  );
}
