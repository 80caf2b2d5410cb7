import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** The stores a staff member can work at, by name, for the user form's location select. */
export function useStoreChoices() {
  const trpc = useTRPC();
  const query = useQuery(
    trpc.catalog.locations.list.queryOptions(
      { sortby: 'name', sortorder: 1, limit: 500 },
      { staleTime: 60_000 },
    ),
  );
  return {
    options: (query.data ?? []).map((store) => ({
      value: store.id,
      label: `${store.name} (${store.address})`,
    })),
    isPending: query.isPending,
    isError: query.isError,
  };
}
