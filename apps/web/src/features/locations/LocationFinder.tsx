import { type FormEvent, useId, useState } from 'react';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { describedBy, fieldIds } from '../../ui/Field';

/** Not worded by the spec (docs/decisions/0019-public-site-location-finder.md). */
const FINDER_QUERY_REQUIRED = 'Please enter a zip code or an address.';

/** The closest self-service finder's form (docs/rules/public-site.md, Location finder): a zip code or a street address. */
export function LocationFinder({ onSearch, busy }: { onSearch: (query: string) => void; busy: boolean }) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      setError(FINDER_QUERY_REQUIRED);
      return;
    }
    setError(null);
    onSearch(trimmed);
  }

  return (
    <form className="finder" onSubmit={onSubmit} noValidate>
      <label className="field__label" htmlFor={id}>
        {t('public.locations.finderLabel')}
      </label>
      <div className="finder__row">
        <input
          id={id}
          className="input"
          type="text"
          autoComplete="street-address"
          enterKeyHint="search"
          placeholder={t('public.common.zipPlaceholder')}
          value={query}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldIds(id, undefined, error ?? undefined))}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          {t('public.locations.find')}
        </Button>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {inPageLanguage(error)}
        </p>
      ) : null}
    </form>
  );
}
