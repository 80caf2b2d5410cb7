import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import type { ServedZip } from '../../zip/zipCheck';
import { PRESET_SERVED_ZIPS } from './presetZips';

/** The served zips: the preset list until catalog.zips.list arrives (docs/rules/messages.md, Order flow: validation). */
export function useServedZips(): readonly ServedZip[] {
  const trpc = useTRPC();
  const query = useQuery(trpc.catalog.zips.list.queryOptions(undefined, { staleTime: 10 * 60_000 }));
  return query.data ?? PRESET_SERVED_ZIPS;
}
