import {
  cancelOrderInputSchema,
  chargeOrderInputSchema,
  reauthorizeOrderInputSchema,
  refundOrderInputSchema,
} from '@laundry/validators/orderMoney';
import { cancelOrder } from '../services/payments/orderMoney/cancel';
import { chargeOrder } from '../services/payments/orderMoney/charge';
import { reauthorizeOrder } from '../services/payments/orderMoney/reauthorize';
import { refundOrder } from '../services/payments/orderMoney/refund';
import { guestProcedure, router, staffProcedure } from '../trpc';

/**
 * The money actions on a placed order (docs/rules/money.md; docs/rules/statuses.md, Who may do what), merged into the `orders` namespace beside the order list and lifecycle.
 */
export const orderMoneyRouter = router({
  /** Customers and guests their own New orders; staff any order not yet settled or closed. Releases the hold. */
  cancel: guestProcedure.input(cancelOrderInputSchema).mutation(({ ctx, input }) => cancelOrder(ctx, input)),
  /** Staff: capture up to the hold, or ask the customer to authorize a larger amount. */
  charge: staffProcedure.input(chargeOrderInputSchema).mutation(({ ctx, input }) => chargeOrder(ctx, input)),
  /** The customer (or the guest bound to the order) authorizes the new amount; not SuperAdmin. */
  reauthorize: guestProcedure
    .input(reauthorizeOrderInputSchema)
    .mutation(({ ctx, input }) => reauthorizeOrder(ctx, input)),
  /** Staff: partial and repeated refunds of what was captured. */
  refund: staffProcedure.input(refundOrderInputSchema).mutation(({ ctx, input }) => refundOrder(ctx, input)),
});
