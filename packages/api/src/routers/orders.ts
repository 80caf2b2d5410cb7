import { bulkSetLocationInputSchema, bulkSetStatusInputSchema } from '@laundry/validators/bulkOrders';
import { editQuoteInputSchema, updateOrderInputSchema } from '@laundry/validators/checkout';
import { quoteWeighInInputSchema, weighInInputSchema } from '@laundry/validators/weighIn';
import { bulkSetOrderLocation, bulkSetOrderStatus } from '../services/orders/bulk';
import { orderDetail } from '../services/orders/detail';
import {
  orderIdInputSchema,
  orderRefInputSchema,
  rescheduleInputSchema,
  setLocationInputSchema,
  setStatusInputSchema,
} from '../services/orders/lifecycleInput';
import { orderListInputSchema } from '../services/orders/list/input';
import { listOrders } from '../services/orders/list/listOrders';
import { orderListViewer } from '../services/orders/list/viewer';
import { setOrderLocation } from '../services/orders/locationChange';
import { readableOrder } from '../services/orders/orderAccess';
import { resolveOrderRef } from '../services/orders/orderRef';
import { pricedWith } from '../services/orders/pricingSnapshot';
import { rescheduleOrder } from '../services/orders/reschedule';
import { setOrderStatus } from '../services/orders/statusChange';
import { orderTimeline } from '../services/orders/timeline';
import { quoteEdit, updateOrder } from '../services/orders/updateOrder';
import { quoteWeighIn, saveWeighIn } from '../services/orders/weighIn/save';
import { guestProcedure, router, staffProcedure, userProcedure } from '../trpc';

export const ordersRouter = router({
  /** The orders screen: staff see every order, a customer their own (docs/rules/staff-screens.md, Orders screen; docs/rules/roles.md, Who may do what). */
  list: userProcedure
    .input(orderListInputSchema)
    .query(({ ctx, input }) => listOrders(ctx.db, orderListViewer(ctx.actor), input)),
  /**
   * One order with what this caller may do with it: its owner, the guest bound to its e-mail, or staff
   * (docs/rules/roles.md, Who may do what).
   */
  get: guestProcedure.input(orderRefInputSchema).query(async ({ ctx, input }) => {
    const loaded = await readableOrder(
      ctx.db,
      ctx.actor,
      await resolveOrderRef(ctx.db, input.orderId, ctx.actor),
    );
    return orderDetail(ctx.actor, loaded, ctx.now());
  }),
  /**
   * The settings and price lists the order was placed with, for the screens that price it again (the staff edit,
   * the reschedule form): docs/rules/pricing.md, An order keeps its prices. Null for an order placed before they
   * were kept, which is priced with today's.
   */
  pricedWith: guestProcedure.input(orderIdInputSchema).query(async ({ ctx, input }) => {
    const { order } = await readableOrder(ctx.db, ctx.actor, input.orderId);
    return (await pricedWith(ctx.db, order)).catalog;
  }),
  /** What happened to the order, oldest first, for whoever may read it. */
  timeline: guestProcedure
    .input(orderIdInputSchema)
    .query(({ ctx, input }) => orderTimeline(ctx, input.orderId)),
  /** Staff move an order along its statuses (docs/rules/statuses.md). */
  setStatus: staffProcedure
    .input(setStatusInputSchema)
    .mutation(({ ctx, input }) => setOrderStatus(ctx, input)),
  /** Staff set one status for the selected orders, each changed or refused on its own (docs/decisions/0086-orders-bulk-actions.md). */
  bulkSetStatus: staffProcedure
    .input(bulkSetStatusInputSchema)
    .mutation(({ ctx, input }) => bulkSetOrderStatus(ctx, input)),
  /** Staff give the selected orders to another store, each changed or refused on its own. */
  bulkSetLocation: staffProcedure
    .input(bulkSetLocationInputSchema)
    .mutation(({ ctx, input }) => bulkSetOrderLocation(ctx, input)),
  /** Staff give the order to another store. */
  setLocation: staffProcedure
    .input(setLocationInputSchema)
    .mutation(({ ctx, input }) => setOrderLocation(ctx, input)),
  /** The owner or staff move the pick-up or a delivery; re-priced on the server. */
  reschedule: guestProcedure
    .input(rescheduleInputSchema)
    .mutation(({ ctx, input }) => rescheduleOrder(ctx, input)),
  /** The edit's price before it is submitted (/app/order/edit), exactly as orders.update prices it. */
  quoteEdit: staffProcedure.input(editQuoteInputSchema).query(({ ctx, input }) => quoteEdit(ctx, input)),
  /** /app/order/edit: staff only, re-priced on the server, recorded as an order event. */
  update: staffProcedure.input(updateOrderInputSchema).mutation(({ ctx, input }) => updateOrder(ctx, input)),
  /** The counter's weigh-in priced before it is saved, exactly as orders.weighIn prices it (docs/decisions/0082-orders-weigh-in.md). */
  quoteWeighIn: staffProcedure
    .input(quoteWeighInInputSchema)
    .query(({ ctx, input }) => quoteWeighIn(ctx, input)),
  /** The counter's weigh-in: the final total, priced with the order's own prices; answers the order detail. */
  weighIn: staffProcedure.input(weighInInputSchema).mutation(({ ctx, input }) => saveWeighIn(ctx, input)),
});
