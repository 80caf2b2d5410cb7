import './specials.css';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { specialExpires, specialOffer, specialServices } from './specialTerms';

/** docs/rules/messages.md, Public site, accounts and staff screens: errors: the fallback when specials cannot be loaded. */
const SPECIALS_ERROR = 'There was an error getting specials.';
/** docs/rules/staff-screens.md, Sorting and paging: specials are listed 100 at a time. */
const currentSpecialsQuery = { limit: 100, sortby: 'expirationDate', sortorder: 1 } as const;

/** docs/rules/public-site.md, Pages: the current specials, each with its code (in upper case, docs/rules/records.md, Specials). */
export function SpecialsGrid() {
  const t = useT();
  const trpc = useTRPC();
  const specials = useQuery(trpc.catalog.specials.list.queryOptions(currentSpecialsQuery));
  // The cards render in a transition, which React renders in slices, rather than in the one synchronous task
  // in which the query's answer arrives (docs/decisions/0029-web-first-paint.md, Amended 2026-12-02).
  const shown = useDeferredValue(specials.data);

  if (specials.isError) {
    return (
      <Banner tone="error">
        <p>{userMessage(specials.error, SPECIALS_ERROR)}</p>
      </Banner>
    );
  }
  if (shown === undefined) {
    return (
      <div className="specials-loading">
        <Spinner label={t('public.specials.loading')} />
      </div>
    );
  }
  if (shown.length === 0) {
    return <p className="specials-empty">{t('public.specials.empty')}</p>;
  }
  return (
    <ul className="specials-grid" aria-label={t('public.common.currentSpecials')}>
      {shown.map((special) => (
        <li key={special.id} className="special-card">
          <p className="special-card__offer">{specialOffer(special, t)}</p>
          <h3 className="special-card__name">{special.name}</h3>
          {special.description ? <p>{special.description}</p> : null}
          <p className="special-card__code">
            <T id="public.specials.useCode" values={{ code: special.code }} components={{ 0: <strong /> }} />
          </p>
          <dl className="special-card__terms">
            <div>
              <dt>{t('public.specials.appliesTo')}</dt>
              <dd>{specialServices(special, t)}</dd>
            </div>
            <div>
              <dt>{t('public.specials.expires')}</dt>
              <dd>{specialExpires(special)}</dd>
            </div>
            {special.firstTimeOnly ? (
              <div>
                <dt>{t('public.specials.who')}</dt>
                <dd>{t('public.specials.firstTimeOnly')}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
