import { type OrderDraft, orderDraftSchema } from '@laundry/validators/order';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import type { LocalOrder } from '../order/store/localOrder';

export type ServerQuote = RouterOutputs['checkout']['quote'];

/** The local order as the server takes it, or null while a step is still missing. */
export function completeDraft(order: LocalOrder): OrderDraft | null {
  const parsed = orderDraftSchema.safeParse(order);
  return parsed.success ? parsed.data : null;
}

/**
 * The server's quote of the order at checkout (checkout.quote): authoritative for the total and the
 * only judge of a promo code (DECISIONS.md "Money", "Promotions").
 */
export function useServerQuote(order: LocalOrder, enabled = true) {
  const trpc = useTRPC();
  const draft = enabled ? completeDraft(order) : null;
  return useQuery({
    ...trpc.checkout.quote.queryOptions(draft ? { order: draft } : skipToken, { staleTime: 30_000 }),
    placeholderData: keepPreviousData,
  });
}
