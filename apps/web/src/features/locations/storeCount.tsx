import { useQuery } from '@tanstack/react-query';
import { countValues } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { useTRPC } from '../../lib/trpc';

/** docs/rules/staff-screens.md, Sorting and paging: locations are listed 100 at a time, by address ascending. */
const allLocationsQuery = { limit: 100, sortby: 'address', sortorder: 1 } as const;

/**
 * Every store, by address: one cached read shared by the header's count, the footer's hours (the first store
 * by address, docs/rules/public-site.md, Location finder) and the pages that list them. The catalog changes only when staff change it.
 */
export function useAllLocations() {
  const trpc = useTRPC();
  return useQuery(trpc.catalog.locations.list.queryOptions(allLocationsQuery, { staleTime: 5 * 60_000 }));
}

/**
 * "28 locations" (or "1 location") in English, for the site's header (features/layout/SiteHeader.tsx), counted from the stores in the data rather than written into the page, so
 * the count follows staff's Locations screen (docs/rules/public-site.md, What the site promises); the pages say
 * "our locations" until the list arrives or when it cannot be read.
 */
export function locationsLabel(count: number): string {
  return count === 1 ? '1 location' : `${count} locations`;
}

/** How many stores the data has, or null until the list arrives. */
export function useStoreCount(): number | null {
  const { data } = useAllLocations();
  return data && data.length > 0 ? data.length : null;
}

/** The count in the page's language ("28 sucursales"), or the fallback ('our locations' by default) until it is known. */
export function StoreCount({ fallback }: { fallback?: string }) {
  const t = useT();
  const count = useStoreCount();
  if (count === null) return <>{fallback ?? t('public.storeCount.ourLocations')}</>;
  return <>{t('public.storeCount.count', countValues(count))}</>;
}
