import { editQuoteInputSchema, orderIdSchema, updateOrderInputSchema } from '@laundry/validators/checkout';
import { z } from 'zod';
import { isStaff } from '../context';
import { readableOrder } from '../services/orders/access';
import { quoteEdit, updateOrder } from '../services/orders/updateOrder';
import { orderView } from '../services/orders/view';
import { guestProcedure, router, staffProcedure } from '../trpc';

export const ordersRouter = router({
  /** One order: its owner, the guest bound to its e-mail, or staff (spec 001 section 6). */
  get: guestProcedure.input(z.object({ orderId: orderIdSchema })).query(async ({ ctx, input }) => {
    const { order, location } = await readableOrder(ctx.db, ctx.actor, input.orderId);
    return orderView(order, location, isStaff(ctx.actor));
  }),
  /** The edit's price before it is submitted (/app/order/edit), exactly as orders.update prices it. */
  quoteEdit: staffProcedure.input(editQuoteInputSchema).query(({ ctx, input }) => quoteEdit(ctx, input)),
  /** /app/order/edit: staff only, re-priced on the server, recorded as an order event. */
  update: staffProcedure.input(updateOrderInputSchema).mutation(({ ctx, input }) => updateOrder(ctx, input)),
});
