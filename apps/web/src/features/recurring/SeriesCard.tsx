import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { orderDetailPath } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { dateLabel, everyLabel, onWeekdayLabel, serviceLabel, windowLabel } from './labels';
import { SeriesChangeForm } from './SeriesChangeForm';

export type Series = RouterOutputs['recurring']['list'][number];

const STATUS_LABELS = {
  active: 'account.recurring.status.active',
  paused: 'account.recurring.status.paused',
  ended: 'account.recurring.status.ended',
} as const;
const FAILED = 'There was an error updating this repeating pick-up.';

/**
 * One repeating pick-up (docs/decisions/0094-recurring-series.md): its cadence, coming dates and what its customer
 * may do with it (skip one, pause or resume, change, end), or staff (pause or resume, end).
 */
export function SeriesCard({ series, staff = false }: { series: Series; staff?: boolean }) {
  const t = useT();
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
        {t('account.recurring.heading', {
          every: everyLabel(series.everyWeeks),
          on: onWeekdayLabel(series.weekday),
          window: windowLabel(series.pickUpHour),
        })}
      </h3>
      <p>
        <strong>{t(STATUS_LABELS[series.status])}</strong> · {series.services.map(serviceLabel).join(', ')} ·{' '}
        {series.address}
      </p>
      {open && series.comingDates.length > 0 ? (
        <ul className="recurring-dates" aria-label={t('account.recurring.coming')}>
          {series.comingDates.map((coming) => (
            <li key={coming.date}>
              {dateLabel(coming.date)}
              {coming.orderId ? (
                <>
                  {' '}
                  <T
                    id="account.recurring.orderLink"
                    values={{ orderNumber: coming.orderNumber ?? '' }}
                    components={{ 0: <Link to={orderDetailPath(coming.orderId)} /> }}
                  />
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
                    aria-label={t('account.recurring.skipDate', { date: dateLabel(coming.date) })}
                  >
                    {t('account.recurring.skip')}
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {series.skippedDates.length > 0 ? (
        <p>{t('account.recurring.skipped', { dates: series.skippedDates.map(dateLabel).join('; ') })}</p>
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
            {series.status === 'active' ? t('account.recurring.pause') : t('account.recurring.resume')}
          </Button>
          {!staff ? (
            <Button variant="secondary" onClick={() => setChanging(true)}>
              {t('account.recurring.change')}
            </Button>
          ) : null}
          <Button variant="danger" onClick={() => setConfirmEnd(true)}>
            {t('account.recurring.end')}
          </Button>
        </div>
      ) : null}
      {changing ? <SeriesChangeForm series={series} onDone={() => setChanging(false)} /> : null}
      <Modal
        open={confirmEnd}
        title={t('account.recurring.endTitle')}
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
              {t('account.recurring.endConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
              {t('account.recurring.keep')}
            </Button>
          </div>
        }
      >
        <p>{t('account.recurring.endWarning')}</p>
      </Modal>
    </article>
  );
}
