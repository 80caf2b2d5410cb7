import { orderIdInputSchema } from '../services/orders/lifecycleInput';
import { orderReceipt } from '../services/orders/receipt';
import { guestProcedure, router } from '../trpc';

/**
 * The receipt of a charged order (docs/decisions/0083-orders-receipt.md), merged into the `orders` namespace: the
 * order's customer, the guest bound to it, or staff, as orders.get (docs/rules/roles.md, Who may do what).
 */
export const orderReceiptRouter = router({
  /** /app/order/id/{id}/receipt: the same lines as the receipt e-mail; refused before anything is charged. */
  receipt: guestProcedure
    .input(orderIdInputSchema)
    .query(({ ctx, input }) => orderReceipt(ctx.db, ctx.actor, input.orderId, ctx.locale)),
});
