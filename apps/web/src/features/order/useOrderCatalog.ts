import { DEFAULT_REGIONAL_SETTINGS, type PricingCatalog } from '@laundry/pricing';
import type { PriceLists } from '@laundry/validators/pricing';
import { type Region, regionForState } from '@laundry/validators/settings';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc';
import type { LocalOrder } from './store/localOrder';

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
 */
export function useOrderCatalog(order: Pick<LocalOrder, 'address'>): OrderCatalog {
  const trpc = useTRPC();
  const region = regionForState(order.address?.state);
  const query = useQuery(trpc.catalog.pricing.queryOptions({ region }, { staleTime: 5 * 60_000 }));
  const { data, isError } = query;
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
