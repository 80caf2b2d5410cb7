import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc';
import type { LocationChoice } from './list/OrderFilters';

/** The public location list's query (features/locations), so both share one cached answer. */
const ALL_LOCATIONS = { limit: 100, sortby: 'address', sortorder: 1 } as const;

/** The chain's locations by name, for the staff's location filter and selectors (docs/rules/staff-screens.md, Orders screen; docs/rules/staff-screens.md, Sorting and paging). */
export function useLocationChoices(enabled: boolean): { choices: LocationChoice[]; failed: boolean } {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.catalog.locations.list.queryOptions(ALL_LOCATIONS, { staleTime: 5 * 60_000 }),
    enabled,
  });
  const choices = useMemo(
    () =>
      (query.data ?? [])
        .map((location) => ({ id: location.id, name: location.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [query.data],
  );
  return { choices, failed: query.isError };
}
