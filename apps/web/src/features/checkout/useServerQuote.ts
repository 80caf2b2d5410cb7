import { type OrderDraft, orderDraftSchema } from '@laundry/validators/order';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useSession } from '../auth/useSession';
import { usePhoneOrder } from '../ordering/phone/phoneOrder';
import type { LocalOrder } from '../ordering/store/localOrder';

export type ServerQuote = RouterOutputs['checkout']['quote'];

/** The local order as the server takes it, or null while a step is still missing. */
export function completeDraft(order: LocalOrder): OrderDraft | null {
  const parsed = orderDraftSchema.safeParse(order);
  return parsed.success ? parsed.data : null;
}

/** An edited order as orders.quoteEdit and orders.update take it: it keeps its stored schedule. */
export function editInput(orderId: string, draft: OrderDraft) {
  const { schedule: _schedule, ...order } = draft;
  return { orderId, order };
}

/**
 * The customer a staff member's phone order is for, as checkout.quote takes it (docs/decisions/0087-phone-orders.md):
 * the quote is then priced for that customer, their first-time promotions included, as the order will be placed.
 */
export function usePhoneOrderQuoteFor(): { forCustomer: { userId: string } } | Record<string, never> {
  const session = useSession();
  const phone = usePhoneOrder(session.isStaff ? session.user?.id : null);
  return phone?.status === 'chosen' ? { forCustomer: { userId: phone.customer.id } } : {};
}

/**
 * The server's quote of the order at checkout (checkout.quote), or of a staff edit (orders.quoteEdit,
 * priced as the update will be: the order's own schedule and its customer's history without it):
 * authoritative for the total and the only judge of a promo code (docs/rules/pricing.md, The server prices every order; docs/rules/pricing.md, Promotions).
 */
export function useServerQuote(order: LocalOrder, enabled = true, editOrderId: string | null = null) {
  const trpc = useTRPC();
  const draft = enabled ? completeDraft(order) : null;
  const quoteFor = usePhoneOrderQuoteFor();
  const checkout = useQuery({
    ...trpc.checkout.quote.queryOptions(draft && !editOrderId ? { order: draft, ...quoteFor } : skipToken, {
      staleTime: 30_000,
    }),
    placeholderData: keepPreviousData,
  });
  const edit = useQuery({
    ...trpc.orders.quoteEdit.queryOptions(draft && editOrderId ? editInput(editOrderId, draft) : skipToken, {
      staleTime: 30_000,
    }),
    placeholderData: keepPreviousData,
  });
  return editOrderId ? edit : checkout;
}
