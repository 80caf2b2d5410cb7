import type { UseQueryResult } from '@tanstack/react-query';
import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import type { RouterOutputs } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { formatMiles } from './format';

type FinderResult = RouterOutputs['catalog']['locations']['nearest'];

/** docs/rules/messages.md, Public site, accounts and staff screens: errors: the finder's fallback, and its message when no store is near. */
const FINDER_ERROR = 'Error finding locations.';
const NOT_IN_AREA = "Sorry, we're not available in your area yet.";

/**
 * What the finder found, announced politely: the closest location (selected on the map), or the
 * server's message ('Sorry, this location is not valid. Please try again.').
 */
export function FinderSummary({
  query,
  result,
  onSelect,
}: {
  query: string | null;
  result: UseQueryResult<FinderResult, unknown>;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const closest = result.data?.locations[0] ?? null;

  let content = null;
  if (query !== null && result.isFetching) {
    content = (
      <p>
        <Spinner size="sm" label="" /> {t('public.locations.finding', { place: query })}
      </p>
    );
  } else if (query !== null && result.isError) {
    content = <p className="finder-summary__error">{userMessage(result.error, FINDER_ERROR)}</p>;
  } else if (query !== null && result.data && closest) {
    content = (
      <>
        {result.data.withinReach ? null : (
          <p className="finder-summary__error">{inPageLanguage(NOT_IN_AREA)}</p>
        )}
        <p className="finder-summary__closest">
          {closest.distanceMiles !== null ? (
            <T
              id="public.locations.closestWithDistance"
              values={{
                place: result.data.origin.label,
                name: closest.name,
                distance: formatMiles(closest.distanceMiles),
              }}
              components={{ 0: <strong /> }}
            />
          ) : (
            <T
              id="public.locations.closest"
              values={{ place: result.data.origin.label, name: closest.name }}
              components={{ 0: <strong /> }}
            />
          )}
        </p>
        <Button size="sm" variant="ghost" onClick={() => onSelect(closest.id)}>
          {t('public.locations.showClosest')}
        </Button>
      </>
    );
  }
  return (
    <div className="finder-summary" role="status">
      {content}
    </div>
  );
}
