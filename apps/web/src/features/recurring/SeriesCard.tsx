import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { orderDetailPath } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { dateLabel, everyLabel, serviceLabel, weekdayLabel, windowLabel } from './labels';
import { SeriesChangeForm } from './SeriesChangeForm';

export type Series = RouterOutputs['recurring']['list'][number];

const STATUS_LABELS = { active: 'Active', paused: 'Paused', ended: 'Ended' } as const;
const FAILED = 'There was an error updating this repeating pick-up.';

/**
 * One repeating pick-up (docs/decisions/0094-recurring-series.md): its cadence, coming dates and what its customer
 * may do with it (skip one, pause or resume, change, end), or staff (pause or resume, end).
 */
export function SeriesCard({ series, staff = false }: { series: Series; staff?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.recurring.pathKey() });
  const skip = useMutation(trpc.recurring.skip.mutationOptions({ onSuccess: refresh }));
  const pause = useMutation(trpc.recurring.pause.mutationOptions({ onSuccess: refresh }));
  const end = useMutation(trpc.recurring.end.mutationOptions({ onSuccess: refresh }));
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [changing, setChanging] = useState(false);
  const error = skip.error ?? pause.error ?? end.error;
  const open = series.status !== 'ended';
  const headingId = `series-${series.id}`;
  return (
    <article className="account-section recurring-series" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {everyLabel(series.everyWeeks)} on {weekdayLabel(series.weekday)}, {windowLabel(series.pickUpHour)}
      </h3>
      <p>
        <strong>{STATUS_LABELS[series.status]}</strong> · {series.services.map(serviceLabel).join(', ')} ·{' '}
        {series.address}
      </p>
      {open && series.comingDates.length > 0 ? (
        <ul className="recurring-dates" aria-label="Coming pick-ups">
          {series.comingDates.map((coming) => (
            <li key={coming.date}>
              {dateLabel(coming.date)}
              {coming.orderId ? (
                <>
                  {' '}
                  (<Link to={orderDetailPath(coming.orderId)}>order #{coming.orderNumber}</Link>)
                </>
              ) : null}
              {!staff && series.status === 'active' ? (
                <>
                  {' '}
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={skip.isPending && skip.variables?.date === coming.date}
                    onClick={() => skip.mutate({ id: series.id, date: coming.date })}
                    aria-label={`Skip ${dateLabel(coming.date)}`}
                  >
                    Skip
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {series.skippedDates.length > 0 ? (
        <p>Skipped: {series.skippedDates.map(dateLabel).join('; ')}</p>
      ) : null}
      {error ? (
        <Banner tone="error">
          <p>{userMessage(error, FAILED)}</p>
        </Banner>
      ) : null}
      {open ? (
        <div className="button-row">
          <Button
            variant="secondary"
            busy={pause.isPending}
            onClick={() => pause.mutate({ id: series.id, paused: series.status === 'active' })}
          >
            {series.status === 'active' ? 'Pause' : 'Resume'}
          </Button>
          {!staff ? (
            <Button variant="secondary" onClick={() => setChanging(true)}>
              Change
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => setConfirmEnd(true)}>
            End
          </Button>
        </div>
      ) : null}
      {changing ? <SeriesChangeForm series={series} onDone={() => setChanging(false)} /> : null}
      <Modal
        open={confirmEnd}
        title="End this repeating pick-up?"
        onClose={() => setConfirmEnd(false)}
        footer={
          <div className="button-row">
            <Button
              variant="danger"
              busy={end.isPending}
              onClick={async () => {
                try {
                  await end.mutateAsync({ id: series.id });
                } finally {
                  setConfirmEnd(false);
                }
              }}
            >
              Yes, end it
            </Button>
            <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
              Keep it
            </Button>
          </div>
        }
      >
        <p>
          No more pick-ups will be booked. Pick-ups already booked stay; you can cancel them on their order
          page.
        </p>
      </Modal>
    </article>
  );
}
