import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '../../../i18n/useT';
import { userMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { Spinner } from '../../../ui/Spinner';
import { useSession } from '../../auth/useSession';
import { statusAudience } from '../orderLabels';
import { actorText, eventDetail, eventTitle, newYorkTime } from './timelineText';

/** The timeline's fallback when it cannot be read (docs/rules/messages.md, Public site, accounts and staff screens: errors, Orders). */
const TIMELINE_ERROR = 'There was an error getting orders.';

/**
 * What happened to the order, oldest first: placed, edited, rescheduled, status and location changes,
 * holds, charges, refunds, e-mails and texts, with who did it and when, in New York time.
 */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const t = useT();
  const trpc = useTRPC();
  const headingId = useId();
  const query = useQuery(trpc.orders.timeline.queryOptions({ orderId }));
  const audience = statusAudience(useSession().isStaff);
  return (
    <section className="order-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        {t('account.timeline.heading')}
      </h2>
      {query.isPending ? (
        <Spinner label={t('account.timeline.loading')} />
      ) : query.isError ? (
        <p className="field__error">{userMessage(query.error, TIMELINE_ERROR)}</p>
      ) : query.data.length === 0 ? (
        <p>{t('account.timeline.empty')}</p>
      ) : (
        <ol className="timeline">
          {query.data.map((event) => {
            const detail = eventDetail(event.data as Record<string, unknown> | null, audience);
            return (
              <li key={event.id} className="timeline__event">
                <p className="timeline__what">
                  <strong>{eventTitle(event.kind, event.actor)}</strong>
                  {detail ? <span className="timeline__detail"> · {detail}</span> : null}
                </p>
                <p className="timeline__meta">
                  <time dateTime={event.at}>{newYorkTime(event.at)}</time> · {actorText(event.actor)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
