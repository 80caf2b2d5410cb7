import { savedCardOrder, testSeries, testSkipLink } from '../recurring';
import { customersOrder } from './ordersMatrix';
import type { CallArgs, ProcedureCase } from './trpcMatrix';

/** The world customer's weekly series. */
const customersSeries = async ({ db, world }: Pick<CallArgs, 'db' | 'world'>) =>
  (await testSeries(db, world.customer.actor, world.customer.user!.email)).series;

/** A customer's own series only; another customer's is not found; staff and Drivers refused. */
const ownSeries = {
  otherCustomer: 'NOT_FOUND',
  admin: 'forbidden',
  superAdmin: 'forbidden',
  driver: 'forbidden',
} as const;

/**
 * Recurring pick-ups (docs/decisions/0094-recurring-series.md): the customer's own series; staff read a customer's
 * and may pause or end it; a Driver nothing. Another customer's series answers as not found.
 */
export const recurringMatrix: Record<string, ProcedureCase> = {
  'recurring.list': {
    access: 'signedIn',
    except: { driver: 'forbidden' },
    call: ({ caller }) => caller.recurring.list(),
  },
  'recurring.forCustomer': {
    access: 'staff',
    call: ({ caller, world }) => caller.recurring.forCustomer({ userId: world.customer.user!.id }),
  },
  'recurring.forOrder': {
    access: 'signedIn',
    except: { driver: 'forbidden' },
    call: async (args) => args.caller.recurring.forOrder({ orderId: (await customersOrder(args)).orderId }),
  },
  'recurring.create': {
    access: 'signedIn',
    except: { admin: 'forbidden', superAdmin: 'forbidden', driver: 'forbidden' },
    call: async ({ caller, db, me }) => {
      if (me.user?.role !== 'Customer')
        return caller.recurring.create({ orderId: crypto.randomUUID(), everyWeeks: 1 });
      const { orderId } = await savedCardOrder(db, me.actor, me.user.email);
      return caller.recurring.create({ orderId, everyWeeks: 2 });
    },
  },
  'recurring.update': {
    access: 'signedIn',
    except: ownSeries,
    call: async (args) => args.caller.recurring.update({ id: (await customersSeries(args)).id, weekday: 3 }),
  },
  'recurring.skip': {
    access: 'signedIn',
    except: ownSeries,
    call: async (args) => args.caller.recurring.skip({ id: (await customersSeries(args)).id }),
  },
  'recurring.pause': {
    access: 'signedIn',
    except: { otherCustomer: 'NOT_FOUND', driver: 'forbidden' },
    call: async (args) => args.caller.recurring.pause({ id: (await customersSeries(args)).id, paused: true }),
  },
  'recurring.end': {
    access: 'signedIn',
    except: { otherCustomer: 'NOT_FOUND', driver: 'forbidden' },
    call: async (args) => args.caller.recurring.end({ id: (await customersSeries(args)).id }),
  },
  'recurring.skipByLink': {
    access: 'public',
    call: async (args) => {
      const series = await customersSeries(args);
      const link = await testSkipLink(args.db, series.id);
      return args.caller.recurring.skipByLink({ id: series.id, token: link.token });
    },
  },
};
