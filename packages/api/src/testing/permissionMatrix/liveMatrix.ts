import { customersOrder, ordersMatrix } from './ordersMatrix';
import type { ProcedureCase } from './trpcMatrix';

/** Starts the subscription as the server does, then ends it: a refusal rejects before any event. */
async function startAndEnd(events: AsyncIterable<unknown>): Promise<void> {
  await events[Symbol.asyncIterator]().return?.();
}

/** Live screens (docs/decisions/0088-live-order-screens.md). */
export const liveMatrix: Record<string, ProcedureCase> = {
  /** Every order's changes: staff only. */
  'orders.changes': {
    access: 'staff',
    call: async ({ caller }) => startAndEnd(await caller.orders.changes()),
  },
  /** One order's changes: whoever may read the order, answered as orders.get is. */
  'orders.orderChanges': {
    access: 'guestOrUser',
    except: ordersMatrix['orders.get']!.except,
    call: async (args) =>
      startAndEnd(await args.caller.orders.orderChanges({ orderId: (await customersOrder(args)).orderId })),
  },
};
