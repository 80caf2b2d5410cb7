import type { AppRouter } from '@laundry/api';
import { regionForState } from '@laundry/validators/settings';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { AddressStep } from '../../features/ordering/address/AddressStep';
import { orderStore } from '../../features/ordering/store/orderStore';
import type { ApiClients } from '../../lib/ApiProvider';

/** Step 1, Location (docs/rules/ordering.md, The steps). */
export function OrderAddress() {
  return <AddressStep />;
}

/**
 * What the step's first screen needs, fetched before the client draws over the page a guest received rendered
 * ahead of time (docs/decisions/0029-web-first-paint.md): who is signed in (the /app guard) and the order's
 * region's settings (the order frame), so the live page replaces the static one without a spinner between.
 */
export async function prefetchOrderAddress({ queryClient, trpcClient }: ApiClients): Promise<void> {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const region = regionForState(orderStore.local().order.address?.state);
  await Promise.all([
    queryClient.prefetchQuery(trpc.auth.session.queryOptions()),
    queryClient.prefetchQuery(trpc.catalog.pricing.queryOptions({ region })),
  ]);
}
