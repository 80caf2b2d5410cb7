import './zip.css';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { Within } from '../../i18n/Within';
import { useTRPC } from '../../lib/trpc';
import { paths, signupPath } from '../../routes/paths';
import { Button, ButtonLink } from '../../ui/Button';
import { describedBy, fieldIds } from '../../ui/Field';
import { PhoneText } from '../../ui/PhoneText';
import { Spinner } from '../../ui/Spinner';
import {
  checkZip,
  rememberCheckedZip,
  ZIP_LENGTH,
  ZIP_NOT_SERVED_MESSAGE,
  zipDigits,
  zipInputError,
} from './zipCheck';

/**
 * Continue as a Guest shows once a zip is served: its code (and React Query's mutations behind it) is a chunk loaded
 * then, not with the home page (docs/decisions/0101-customer-side-in-spanish.md).
 */
const ContinueAsGuest = lazy(() =>
  import('../auth/ContinueAsGuest').then((module) => ({ default: module.ContinueAsGuest })),
);

export interface ZipCheckFormProps {
  label?: string;
}

/** docs/rules/public-site.md, Zip check; docs/rules/messages.md, Public site and accounts: validation: the home page zip check. Served zips come from catalog.zips.list. */
export function ZipCheckForm({ label }: ZipCheckFormProps) {
  const t = useT();
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
    status = t('public.zip.checkError');
  } else if (complete && zips.isFetching && !zips.data) {
    status = <Spinner size="sm" label={t('public.zip.checking', { zip })} />;
  } else if (result?.served && paused) {
    status = (
      <>
        <strong>{t(result.florida ? 'public.zip.pausedFlorida' : 'public.zip.pausedNewYork')}</strong>{' '}
        <PhoneText text={paused.disableOrderingMessage} />
      </>
    );
  } else if (result?.served) {
    status = <strong>{t('public.zip.served', { zip: result.zip })}</strong>;
  } else if (result) {
    status = <strong>{inPageLanguage(ZIP_NOT_SERVED_MESSAGE)}</strong>;
  }

  return (
    <form className="zip-check" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={inputId}>
        {label ?? t('public.zip.label')}
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
          placeholder={t('public.common.zipPlaceholder')}
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
          {t('public.zip.check')}
        </Button>
      </div>
      {error ? (
        <p className="field__error" id={`${inputId}-error`}>
          {inPageLanguage(error)}
        </p>
      ) : null}
      <div role="status" className="zip-check__status">
        {status}
      </div>
      {complete && zips.isError ? (
        <Button size="sm" variant="secondary" onClick={() => void zips.refetch()}>
          {t('public.common.tryAgain')}
        </Button>
      ) : null}
      {result?.served ? (
        <div className="zip-check__next">
          <ButtonLink to={signupPath(result.zip)} variant="accent">
            {t('public.zip.createAccount')}
          </ButtonLink>
          <Suspense fallback={null}>
            <ContinueAsGuest to={paths.orderAddress} />
          </Suspense>
          {result.florida ? (
            <p className="zip-check__note">
              <Within
                sentence={t('public.zip.floridaNote', { link: t('public.zip.floridaNoteLink') })}
                part={t('public.zip.floridaNoteLink')}
                render={(words) => <Link to={paths.floridaPricing}>{words}</Link>}
              />
            </p>
          ) : null}
        </div>
      ) : null}
      {result && !result.served ? (
        <p className="zip-check__note">
          <Within
            sentence={t('public.zip.notServedNote', { link: t('public.zip.notServedNoteLink') })}
            part={t('public.zip.notServedNoteLink')}
            render={(words) => <Link to={paths.locations}>{words}</Link>}
          />
        </p>
      ) : null}
    </form>
  );
}
