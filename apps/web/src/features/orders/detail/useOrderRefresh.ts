import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** After an action on an order: its detail, its timeline and the orders lists are read again. */
export function useOrderRefresh(orderId: string): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.orders.get.queryFilter({ orderId })),
      queryClient.invalidateQueries(trpc.orders.timeline.queryFilter({ orderId })),
      queryClient.invalidateQueries(trpc.orders.list.pathFilter()),
    ]);
  }, [queryClient, trpc, orderId]);
}

export interface Notice {
  tone: 'success' | 'info' | 'error';
  text: string;
}
