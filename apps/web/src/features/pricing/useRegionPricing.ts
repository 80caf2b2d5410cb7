import type { Region } from '@laundry/validators/settings';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/**
 * A region's live settings and price lists (catalog.pricing). Never treated as fresh: every visit and
 * every return to the tab asks again, so a price a super admin changes shows on the pricing pages at once.
 */
export function useRegionPricing(region: Region) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.catalog.pricing.queryOptions({ region }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
