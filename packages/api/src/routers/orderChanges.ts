import type { Actor } from '../context';
import {
  type OrderChangeEvent,
  type OrderChangeNotice,
  orderChangeEvents,
} from '../services/orders/changeNotices';
import { orderIdInputSchema } from '../services/orders/lifecycleInput';
import { readableOrder } from '../services/orders/orderAccess';
import { guestProcedure, router, staffProcedure } from '../trpc';

/**
 * Which notices a staff member hears: every order's, today. The hook a store-bound role (a driver: their
 * store's orders only) narrows (docs/decisions/0088-live-order-screens.md).
 */
function staffNoticeFilter(_actor: Actor): (notice: OrderChangeNotice) => boolean {
  return () => true;
}

/** Live screens over server-sent events (docs/decisions/0088-live-order-screens.md). */
export const orderChangesRouter = router({
  /** Staff: every committed order change, as it commits on any app server. */
  changes: staffProcedure.subscription(async function* ({ ctx, signal }): AsyncGenerator<OrderChangeEvent> {
    yield* orderChangeEvents(ctx.db, signal, staffNoticeFilter(ctx.actor));
  }),
  /** Whoever may read the order (its customer, the guest of its e-mail, staff): that order's changes. */
  orderChanges: guestProcedure
    .input(orderIdInputSchema)
    // Checked before the stream starts, so a refusal is the product's answer (404 as orders.get), not a failure.
    .use(async ({ ctx, input, next }) => {
      await readableOrder(ctx.db, ctx.actor, input.orderId);
      return next();
    })
    .subscription(async function* ({ ctx, input, signal }): AsyncGenerator<OrderChangeEvent> {
      yield* orderChangeEvents(ctx.db, signal, (notice) => notice.orderId === input.orderId);
    }),
});
