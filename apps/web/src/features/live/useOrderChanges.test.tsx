import type { AppRouter } from '@laundry/api';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TRPCProvider, useTRPC } from '../../lib/trpc';
import LiveOrders from './LiveOrders';
import type { OrderChangeEvent } from './orderChangeFeed';
import { useOrderChanges } from './useOrderChanges';

// docs/decisions/0088-live-order-screens.md: a notice from the server makes the screens read again, without a
// reload; staff are alerted to new orders and larger authorizations, and count the orders placed meanwhile.

const ORDER_ID = '5b7e7f0e-0000-4000-8000-000000000042';
const session = (role: 'Admin' | 'Customer') => ({
  user: { id: '5b7e7f0e-0000-4000-8000-0000000000e1', role, email: 'ann@example.test' },
  authenticated: true,
  authorizedAsGuest: false,
  guestEmail: null,
  guestEmailProven: false,
  landing: role === 'Admin' ? '/app/orders' : '/app/order',
  googleSignIn: false,
});

/**
 * A tRPC boundary whose queries count their reads and whose subscriptions the test drives: `push` sends an
 * event to the open subscription of `path`, `reconnect` starts it again as the EventSource does.
 */
function fakeServer(role: 'Admin' | 'Customer') {
  const reads: Record<string, number> = {};
  const streams = new Map<string, { next: (value: unknown) => void; input: unknown }>();
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        if (op.type === 'subscription') {
          const next = (value: unknown) => observer.next(value as never);
          streams.set(op.path, { next, input: op.input });
          next({ result: { type: 'started' } });
          return () => streams.delete(op.path);
        }
        reads[op.path] = (reads[op.path] ?? 0) + 1;
        const data = op.path === 'auth.session' ? session(role) : { n: reads[op.path] };
        queueMicrotask(() => {
          observer.next({ result: { type: 'data', data } } as never);
          observer.complete();
        });
        return () => {};
      });
  const stream = (path: string) => {
    const open = streams.get(path);
    if (!open) throw new Error(`No subscription to ${path}`);
    return open;
  };
  return {
    reads,
    streams,
    push: (path: string, event: OrderChangeEvent) =>
      act(() => stream(path).next({ result: { type: 'data', data: event } })),
    reconnect: (path: string) => act(() => stream(path).next({ result: { type: 'started' } })),
    client: createTRPCClient<AppRouter>({ links: [link] }),
  };
}

/** A screen showing orders: the list, one order, its timeline and a route sheet, all read once on mount. */
function Screens({ orderId }: { orderId?: string }) {
  const trpc = useTRPC();
  useOrderChanges({ orderId });
  const list = useQuery(trpc.orders.list.queryOptions({}));
  const order = useQuery(trpc.orders.get.queryOptions({ orderId: ORDER_ID }));
  const timeline = useQuery(trpc.orders.timeline.queryOptions({ orderId: ORDER_ID }));
  const sheet = useQuery(
    trpc.routes.sheet.queryOptions({ locationId: ORDER_ID, date: '2026-12-01', kind: 'pickup' }),
  );
  return <p>{[list, order, timeline, sheet].every((query) => query.isSuccess) ? 'Shown' : 'Loading'}</p>;
}

function renderScreens(role: 'Admin' | 'Customer', route: string, onNewOrders = vi.fn()) {
  const server = fakeServer(role);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={server.client} queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {role === 'Admin' ? (
            <Suspense fallback={null}>
              <LiveOrders onNewOrders={onNewOrders} />
            </Suspense>
          ) : null}
          <Screens orderId={role === 'Customer' ? ORDER_ID : undefined} />
        </MemoryRouter>
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { server, onNewOrders };
}

const SCREEN_READS = ['orders.list', 'orders.get', 'orders.timeline', 'routes.sheet'];
const readsOf = (reads: Record<string, number>) => SCREEN_READS.map((path) => reads[path] ?? 0);
const notice = (
  kind: 'placed' | 'changed' | 'reauthorized',
  orderNumber: number,
  amountCents: number | null = null,
) =>
  ({
    type: 'notice',
    notice: { orderId: ORDER_ID, orderNumber, locationId: null, kind, amountCents },
  }) as const;

describe('useOrderChanges', () => {
  it("staff: another person's change reads the list, the open order, its timeline and the route sheet again, once per burst", async () => {
    const { server } = renderScreens('Admin', '/app/routes');
    expect(await screen.findByText('Shown')).toBeTruthy();
    await waitFor(() => expect(server.streams.has('orders.changes')).toBe(true));
    expect(readsOf(server.reads)).toEqual([1, 1, 1, 1]);

    server.push('orders.changes', notice('changed', 10007));
    server.push('orders.changes', notice('changed', 10008));
    await waitFor(() => expect(readsOf(server.reads)).toEqual([2, 2, 2, 2]));
    // A burst (a bulk change) is read once.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(readsOf(server.reads)).toEqual([2, 2, 2, 2]);
  });

  it('staff: after a reconnect the screens read again once; the first start reads nothing', async () => {
    const { server } = renderScreens('Admin', '/app/routes');
    expect(await screen.findByText('Shown')).toBeTruthy();
    await waitFor(() => expect(server.streams.has('orders.changes')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(readsOf(server.reads)).toEqual([1, 1, 1, 1]);

    server.reconnect('orders.changes');
    await waitFor(() => expect(readsOf(server.reads)).toEqual([2, 2, 2, 2]));
  });

  it('staff are alerted to a new order and to a larger authorization, and count the orders placed away from the orders screen', async () => {
    const { server, onNewOrders } = renderScreens('Admin', '/app/routes');
    await waitFor(() => expect(server.streams.has('orders.changes')).toBe(true));

    server.push('orders.changes', notice('placed', 10012));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('New order #10012 placed');
    server.push('orders.changes', notice('reauthorized', 10007, 5800));
    expect(status.textContent).toBe('New order #10012 placedOrder #10007: the customer authorized $58.00');
    // A status change is no alert and no new order.
    server.push('orders.changes', notice('changed', 10003));
    server.push('orders.changes', notice('placed', 10013));
    expect(onNewOrders).toHaveBeenLastCalledWith(2);
  });

  it('staff on the orders screen see new orders there: the count stays at 0', async () => {
    const { server, onNewOrders } = renderScreens('Admin', '/app/orders');
    await waitFor(() => expect(server.streams.has('orders.changes')).toBe(true));
    server.push('orders.changes', notice('placed', 10012));
    expect(screen.getByRole('status').textContent).toBe('New order #10012 placed');
    expect(onNewOrders).toHaveBeenLastCalledWith(0);
  });

  it("a customer follows their open order alone, and it reads again on that order's change", async () => {
    const { server } = renderScreens('Customer', '/app/order/id/x');
    expect(await screen.findByText('Shown')).toBeTruthy();
    await waitFor(() => expect(server.streams.has('orders.orderChanges')).toBe(true));
    expect(server.streams.has('orders.changes')).toBe(false);
    expect(server.streams.get('orders.orderChanges')?.input).toEqual({ orderId: ORDER_ID });

    server.push('orders.orderChanges', notice('changed', 10007));
    await waitFor(() => expect(server.reads['orders.get']).toBe(2));
    expect(server.reads['orders.timeline']).toBe(2);
  });
});
