import { DEFAULT_REGIONAL_SETTINGS, type PricingCatalog } from '@laundry/pricing';
import type { PriceLists } from '@laundry/validators/pricing';
import { type Region, regionForState } from '@laundry/validators/settings';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc';
import type { LocalOrder } from './store/localOrder';
import { useOrderFlow } from './useOrderFlow';

/** No prices yet: what the order flow prices with until the region's lists arrive. */
export const NO_PRICE_LISTS: PriceLists = {
  products: [],
  washPress: [],
  dryClean: [],
  tailoring: [],
  comforter: [],
};

export interface OrderCatalog extends PricingCatalog {
  region: Region;
  /** False until the region's settings and price lists have arrived. */
  loaded: boolean;
  failed: boolean;
}

/**
 * The region's live settings and price lists (catalog.pricing), the region following the order's
 * address state (docs/rules/regions.md). Until they arrive the defaults of docs/rules/settings.md, What a region has apply.
 *
 * A placed order priced again (the staff edit, or `pricedOrderId` for the reschedule form) is priced with the figures
 * it was placed with while it stays in their region (orders.pricedWith; docs/rules/pricing.md, An order keeps its
 * prices), so what the screen shows is what the server will charge.
 */
export function useOrderCatalog(order: Pick<LocalOrder, 'address'>, pricedOrderId?: string): OrderCatalog {
  const trpc = useTRPC();
  const { edit } = useOrderFlow();
  const orderId = pricedOrderId ?? edit?.orderId ?? null;
  const region = regionForState(order.address?.state);
  const keptQuery = useQuery(
    trpc.orders.pricedWith.queryOptions(orderId ? { orderId } : skipToken, {
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  const kept = keptQuery.data?.region === region ? keptQuery.data : null;
  const waitingForKept = orderId !== null && keptQuery.isPending;
  const query = useQuery(
    trpc.catalog.pricing.queryOptions({ region }, { staleTime: 5 * 60_000, enabled: kept === null }),
  );
  const data = waitingForKept ? undefined : (kept ?? query.data);
  const isError = query.isError || keptQuery.isError;
  return useMemo(
    () =>
      data
        ? { region, settings: data.settings, priceLists: data.priceLists, loaded: true, failed: false }
        : {
            region,
            settings: DEFAULT_REGIONAL_SETTINGS[region],
            priceLists: NO_PRICE_LISTS,
            loaded: false,
            failed: isError,
          },
    [region, data, isError],
  );
}
