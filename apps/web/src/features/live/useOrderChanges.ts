import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef } from 'react';
import { useTRPC } from '../../lib/trpc';
import { useSession } from '../auth/useSession';
import { type OrderChangeEvent, onOrderChange } from './orderChangeFeed';

type Trpc = ReturnType<typeof useTRPC>;

/** Notices that arrive together (a bulk change) are read once, this long after the first. */
const COALESCE_MS = 100;

/**
 * The screens that show orders read again: the orders list, an open order with its timeline, and the route
 * sheet (docs/decisions/0088-live-order-screens.md). Only the queries on screen fetch again; the others are
 * marked stale.
 */
function invalidateOrderScreens(queryClient: QueryClient, trpc: Trpc): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries(trpc.orders.list.pathFilter()),
    queryClient.invalidateQueries(trpc.orders.get.pathFilter()),
    queryClient.invalidateQueries(trpc.orders.timeline.pathFilter()),
    queryClient.invalidateQueries(trpc.routes.sheet.pathFilter()),
  ]);
}

/** Calls `refresh` once per burst of events. */
function useCoalesced(refresh: () => void): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      latest.current();
    }, COALESCE_MS);
  };
}

/**
 * Another person's change to an order shows on this screen without a reload
 * (docs/decisions/0088-live-order-screens.md). Staff hear the staff area's stream (<LiveOrders> in the
 * staff layout); a customer or guest with an open order follows that order alone (`orderId`: the order's id).
 */
export function useOrderChanges({ orderId }: { orderId?: string } = {}): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const session = useSession();
  const refresh = useCoalesced(() => void invalidateOrderScreens(queryClient, trpc));
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  useEffect(() => {
    if (!session.isStaff) return;
    return onOrderChange(() => refreshRef.current());
  }, [session.isStaff]);

  // Whoever opened their own order: that order's changes. After a reconnect, read again once.
  const started = useRef(false);
  useSubscription(
    trpc.orders.orderChanges.subscriptionOptions(
      { orderId: orderId ?? '' },
      {
        enabled: session.status === 'ready' && !session.isStaff && Boolean(orderId),
        onStarted: () => {
          if (started.current) refreshRef.current();
          started.current = true;
        },
        onData: (_event: OrderChangeEvent) => refreshRef.current(),
      },
    ),
  );
}
