import { type OrderPricing, pricingErrorMessage } from '@laundry/pricing';
import type { QuoteInput } from '@laundry/validators/checkout';
import { type Context, isStaff } from '../../context';
import { phoneOrderCustomer } from './placeOrder';
import { priceDraft } from './pricing';

/**
 * checkout.quote: the server's price of a draft for live display, with each problem in the customer's
 * words. First-time-only promotions read the history of the order's e-mail for a signed-in user, and for a
 * guest whose session is bound to that e-mail or to none yet (the order will bind it): such a guest learns at
 * Apply what Place Order would tell them. A guest bound to another e-mail is told nothing of this one's history.
 */
export async function quoteOrder(ctx: Context, input: QuoteInput) {
  // A phone order is priced for its customer, as checkout.placeOrder will place it (docs/decisions/0087-phone-orders.md).
  const phoneCustomer = input.forCustomer ? await phoneOrderCustomer(ctx, input.forCustomer.userId) : null;
  const email = (phoneCustomer?.email ?? input.order.address.email).trim().toLowerCase();
  const { actor } = ctx;
  const userId = phoneCustomer?.id ?? (actor.kind === 'user' ? actor.user.id : null);
  const ownsEmail =
    actor.kind === 'user' ||
    (actor.kind === 'guest' && (actor.email === null || actor.email.toLowerCase() === email));
  const draft = phoneCustomer ? { ...input.order, address: { ...input.order.address, email } } : input.order;
  const { pricing, catalog } = await priceDraft(ctx.db, draft, {
    customer: { userId, email },
    now: ctx.now(),
    isStaff: isStaff(actor),
    checkSchedule: true,
    withHistory: ownsEmail,
  });
  return quoteAnswer(
    pricing,
    catalog.settings.disableOrdering ? { message: catalog.settings.disableOrderingMessage } : null,
  );
}

/** A priced draft as the screens show it: each problem in the customer's words. */
export function quoteAnswer(pricing: OrderPricing, orderingDisabled: { message: string } | null) {
  const promoError = pricing.errors.find((error) => error.kind === 'promo');
  return {
    ...pricing,
    messages: pricing.errors.map(pricingErrorMessage),
    promoError: promoError ? pricingErrorMessage(promoError) : null,
    orderingDisabled,
  };
}
