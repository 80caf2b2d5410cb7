import type { Region } from '@laundry/validators/settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';

type StaffSettings = RouterOutputs['settings']['get'];
export type StaffPriceLists = StaffSettings['priceLists'];
export type StaffZip = StaffSettings['zips'][number];

/** The settings screen's data: the region's record, five price lists and zips, each with its version. */
export function useStaffSettings(region: Region) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.settings.get.queryOptions({ region }), staleTime: 0 });
}

/**
 * After a save, this browser forgets what it read of the settings, the prices and the served zips, so
 * the screen, the pricing pages and the order flow read them again (docs/rules/settings.md, A change
 * takes effect at once). Other app servers and browsers learn of it from the server.
 */
export function useForgetSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.settings.get.pathFilter()),
        queryClient.invalidateQueries(trpc.catalog.pricing.pathFilter()),
        queryClient.invalidateQueries(trpc.catalog.zips.list.pathFilter()),
      ]),
    [queryClient, trpc],
  );
}

/** What every section of the settings screen is given. */
export interface SectionProps {
  data: StaffSettings;
  /** The screen's global edit mode (docs/rules/settings.md, The screen). */
  editing: boolean;
  /** Closes the edit mode after a successful save. */
  onSaved: () => void;
}
