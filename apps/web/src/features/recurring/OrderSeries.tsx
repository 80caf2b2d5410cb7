import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { everyLabel } from './labels';
import { RepeatChoice } from './RepeatChoice';

/** The fallback of a refused change (docs/decisions/0094-recurring-series.md), translated by userMessage. */
const FAILED = 'There was an error updating this repeating pick-up.';

/**
 * A placed order and its repeating pick-up (docs/decisions/0094-recurring-series.md): the badge of an order a series
 * booked (or that one was made from), linking to the series; for its customer, "Repeat" when it has none.
 */
export function OrderSeries({
  orderId,
  staff,
  canRepeat,
}: {
  orderId: string;
  staff: boolean;
  /** The order's own customer, signed in, and the order not canceled. */
  canRepeat: boolean;
}) {
  const t = useT();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const of = useQuery(trpc.recurring.forOrder.queryOptions({ orderId }));
  const create = useMutation(
    trpc.recurring.create.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.recurring.pathKey() }),
    }),
  );
  const [every, setEvery] = useState('');
  if (of.isPending) return null;
  const series = of.data;
  if (series) {
    const to = staff ? `${paths.customers}?open=${series.userId}` : `${paths.account}#recurring`;
    return (
      <p className="badge recurring-badge">
        <Link to={to}>
          {t('account.recurring.repeats', { every: everyLabel(series.everyWeeks).toLowerCase() })}
        </Link>
      </p>
    );
  }
  if (!canRepeat) return null;
  return (
    <div className="recurring-repeat">
      <RepeatChoice value={every} onChange={setEvery} disabled={false} />
      {create.error ? (
        <Banner tone="error">
          <p>{userMessage(create.error, FAILED)}</p>
        </Banner>
      ) : null}
      <Button
        variant="secondary"
        disabled={every === ''}
        busy={create.isPending}
        onClick={() => create.mutate({ orderId, everyWeeks: Number(every) })}
      >
        {t('account.recurring.repeat')}
      </Button>
    </div>
  );
}
