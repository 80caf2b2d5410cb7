import { locations, orders } from '@laundry/db';
import { eq, ne } from 'drizzle-orm';
import { loadOrder } from '../../services/orders/orderAccess';
import { customersOrder } from './ordersMatrix';
import type { CallArgs, ProcedureCase } from './trpcMatrix';

/** Another store than the one the world's customer's order is at. */
export async function anotherStore({ db }: Pick<CallArgs, 'db'>, orderId: string): Promise<string> {
  const current = (await loadOrder(db, orderId))?.order.locationId;
  const [store] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(current ? ne(locations.id, current) : undefined)
    .limit(1);
  return store!.id;
}

/** The same schedule one hour later for the delivery: a reschedule the owner may make. */
export async function laterDelivery(args: Pick<CallArgs, 'db'>, orderId: string) {
  const { order } = (await loadOrder(args.db, orderId))!;
  return {
    pickUpDate: order.pickUpDate,
    pickUpHour: order.pickUpHour,
    deliveryDate: order.deliveryDate,
    deliveryHour: (order.deliveryHour ?? 14) + 1,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  };
}

/** The world's customer's order, picked up (In Progress), which staff may weigh (docs/decisions/0082-orders-weigh-in.md). */
export async function pickedUpOrder(args: Pick<CallArgs, 'db' | 'world'>) {
  const { orderId } = await customersOrder(args);
  const [row] = await args.db
    .update(orders)
    .set({ status: 'In Progress' })
    .where(eq(orders.id, orderId))
    .returning({ version: orders.version });
  return { orderId, version: row!.version };
}

/** A weigh-in's services: 30 lb of wash and fold. */
export const weighedServices = { washFold: { weightLbs: 30, productIds: [] } };

/**
 * The orders screen and an order's life in the permission matrix: the list is for signed-in people
 * (each sees what is theirs), status and location are staff's, and the owner or staff reschedule and
 * read the timeline; nobody reaches another's order.
 */
export const orderLifecycleMatrix: Record<string, ProcedureCase> = {
  'orders.list': { access: 'signedIn', call: ({ caller }) => caller.orders.list({}) },
  'orders.timeline': {
    access: 'guestOrUser',
    except: { guest: 'NOT_FOUND', otherCustomer: 'NOT_FOUND', driver: 'NOT_FOUND' },
    call: async (args) => args.caller.orders.timeline({ orderId: (await customersOrder(args)).orderId }),
  },
  'orders.pricedWith': {
    access: 'guestOrUser',
    except: { guest: 'NOT_FOUND', otherCustomer: 'NOT_FOUND', driver: 'NOT_FOUND' },
    call: async (args) => args.caller.orders.pricedWith({ orderId: (await customersOrder(args)).orderId }),
  },
  'orders.setStatus': {
    access: 'staff',
    call: async (args) =>
      args.caller.orders.setStatus({
        orderId: (await customersOrder(args)).orderId,
        status: 'En Route for Pick Up',
      }),
  },
  'orders.setLocation': {
    access: 'staff',
    call: async (args) => {
      const { orderId } = await customersOrder(args);
      return args.caller.orders.setLocation({ orderId, locationId: await anotherStore(args, orderId) });
    },
  },
  'orders.bulkSetStatus': {
    access: 'staff',
    call: async (args) => {
      const { orderId } = await customersOrder(args);
      const { version } = (await loadOrder(args.db, orderId))!.order;
      return args.caller.orders.bulkSetStatus({
        orders: [{ orderId, version }],
        status: 'En Route for Pick Up',
      });
    },
  },
  'orders.bulkSetLocation': {
    access: 'staff',
    call: async (args) => {
      const { orderId } = await customersOrder(args);
      const { version } = (await loadOrder(args.db, orderId))!.order;
      return args.caller.orders.bulkSetLocation({
        orders: [{ orderId, version }],
        locationId: await anotherStore(args, orderId),
      });
    },
  },
  'orders.quoteWeighIn': {
    access: 'staff',
    call: async (args) =>
      args.caller.orders.quoteWeighIn({
        orderId: (await pickedUpOrder(args)).orderId,
        order: weighedServices,
      }),
  },
  'orders.weighIn': {
    access: 'staff',
    call: async (args) =>
      args.caller.orders.weighIn({
        ...(await pickedUpOrder(args)),
        order: weighedServices,
        notes: 'Weighed',
      }),
  },
  'orders.reschedule': {
    access: 'guestOrUser',
    except: { guest: 'NOT_FOUND', otherCustomer: 'NOT_FOUND', driver: 'NOT_FOUND' },
    call: async (args) => {
      const { orderId } = await customersOrder(args);
      return args.caller.orders.reschedule({ orderId, schedule: await laterDelivery(args, orderId) });
    },
  },
};
