import './specials.css';
import { useQuery } from '@tanstack/react-query';
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
  const trpc = useTRPC();
  const specials = useQuery(trpc.catalog.specials.list.queryOptions(currentSpecialsQuery));

  if (specials.isPending) {
    return (
      <div className="specials-loading">
        <Spinner label="Loading specials…" />
      </div>
    );
  }
  if (specials.isError) {
    return (
      <Banner tone="error">
        <p>{userMessage(specials.error, SPECIALS_ERROR)}</p>
      </Banner>
    );
  }
  if (specials.data.length === 0) {
    return <p className="specials-empty">There are no specials right now. Please check back soon.</p>;
  }
  return (
    <ul className="specials-grid" aria-label="Current specials">
      {specials.data.map((special) => (
        <li key={special.id} className="special-card">
          <p className="special-card__offer">{specialOffer(special)}</p>
          <h3 className="special-card__name">{special.name}</h3>
          {special.description ? <p>{special.description}</p> : null}
          <p className="special-card__code">
            Use code <strong>{special.code}</strong>
          </p>
          <dl className="special-card__terms">
            <div>
              <dt>Applies to</dt>
              <dd>{specialServices(special)}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{specialExpires(special)}</dd>
            </div>
            {special.firstTimeOnly ? (
              <div>
                <dt>Who</dt>
                <dd>First-time customers only</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
