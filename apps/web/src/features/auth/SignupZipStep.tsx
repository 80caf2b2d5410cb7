import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { useTRPC } from '../../lib/trpc';
import { describedBy, fieldIds } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import {
  checkZip,
  rememberCheckedZip,
  ZIP_LENGTH,
  ZIP_NOT_SERVED_MESSAGE,
  type ZipCheckResult,
  zipDigits,
  zipInputError,
} from '../zip/zipCheck';

/** docs/rules/accounts.md, Sign-up: the zip check comes first; once 5 digits are typed it is served or not. */
export function useZipCheck(zip: string): {
  result: ZipCheckResult | null;
  loading: boolean;
  failed: boolean;
} {
  const trpc = useTRPC();
  const zips = useQuery(trpc.catalog.zips.list.queryOptions(undefined, { staleTime: 10 * 60_000 }));
  const result = zip.length === ZIP_LENGTH && zips.data ? checkZip(zip, zips.data) : null;
  const servedZip = result?.served ? result.zip : null;
  useEffect(() => {
    if (servedZip) rememberCheckedZip(servedZip);
  }, [servedZip]);
  return { result, loading: zip.length === ZIP_LENGTH && zips.isPending, failed: zips.isError };
}

export function SignupZipStep({
  zip,
  onZip,
  showError,
}: {
  zip: string;
  onZip: (zip: string) => void;
  showError: boolean;
}) {
  const t = useT();
  const id = useId();
  const { result, loading, failed } = useZipCheck(zip);
  const error = showError ? zipInputError(zip) : null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('auth.signup.zipLabel')}
      </label>
      <input
        id={id}
        name="zip"
        className="input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="postal-code"
        maxLength={ZIP_LENGTH}
        value={zip}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldIds(id, undefined, error ?? undefined))}
        onChange={(event) => onZip(zipDigits(event.target.value))}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {inPageLanguage(error)}
        </p>
      ) : null}
      <div role="status" className="auth-status">
        {loading ? <Spinner size="sm" label={t('auth.signup.checkingZip', { zip })} /> : null}
        {failed ? t('auth.signup.zipCheckFailed') : null}
        {result?.served ? <strong>{t('auth.signup.zipServed', { zip: result.zip })}</strong> : null}
        {result && !result.served ? <strong>{inPageLanguage(ZIP_NOT_SERVED_MESSAGE)}</strong> : null}
      </div>
    </div>
  );
}
