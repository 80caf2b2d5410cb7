import type { Db } from '@laundry/db';
import { chargeOrder } from '../../services/payments/orderMoney/charge';
import { requestReauthorization } from '../../services/payments/orderMoney/requestReauthorization';
import { testContext } from '../context';
import { testHoldBeforeOrder } from '../drafts';
import { testPaymentMethodId } from '../orders';
import { customersOrder, ownEmail } from './ordersMatrix';
import type { ProcedureCase } from './trpcMatrix';
import type { Member, World } from './world';

/** What staff charged the world's customer's order above its $66.00 hold: the customer is asked. */
export const MATRIX_REAUTHORIZATION_CENTS = 90_00;

/** The world's customer's order with $20.00 captured by the world's admin. */
export async function chargedOrder(args: { db: Db; world: World }): Promise<string> {
  const { orderId } = await customersOrder(args);
  await chargeOrder(testContext(args.db, args.world.admin.actor), {
    orderId,
    amountCents: 20_00,
    idempotencyKey: crypto.randomUUID(),
  });
  return orderId;
}

/** The world's customer's order waiting for the customer to authorize MATRIX_REAUTHORIZATION_CENTS. */
export async function waitingOrder(args: { db: Db; world: World }): Promise<string> {
  const { orderId } = await customersOrder(args);
  await requestReauthorization(testContext(args.db, args.world.admin.actor), {
    orderId,
    amountCents: MATRIX_REAUTHORIZATION_CENTS,
    idempotencyKey: crypto.randomUUID(),
  });
  return orderId;
}

/** A hold of the new amount made by the caller with POST /api/payment/intent's service. */
export async function callersHold(db: Db, me: Member) {
  if (me.actor.kind === 'anonymous')
    return { intentId: 'pi_sim_nobody', amountCents: MATRIX_REAUTHORIZATION_CENTS };
  return testHoldBeforeOrder(testContext(db, me.actor), {
    amountCents: MATRIX_REAUTHORIZATION_CENTS,
    receiptEmail: ownEmail(me),
  });
}

/**
 * Only the order's customer (or its bound guest) reauthorizes; staff, SuperAdmin included, never do. Anyone else's
 * order is answered as one that does not exist (docs/rules/roles.md, Who may do what).
 */
export const OWNER_ONLY = {
  guest: 'NOT_FOUND',
  otherCustomer: 'NOT_FOUND',
  admin: 'forbidden',
  superAdmin: 'forbidden',
  // A driver is not staff: another's order is answered as not found (docs/decisions/0089-driver-role.md).
  driver: 'NOT_FOUND',
} as const;

/**
 * The money actions on a placed order (docs/rules/money.md). Each call acts on the world's customer's
 * order: another customer or a guest is refused it as they are refused reading it.
 */
export const orderMoneyMatrix: Record<string, ProcedureCase> = {
  'orders.cancel': {
    access: 'guestOrUser',
    except: { guest: 'NOT_FOUND', otherCustomer: 'NOT_FOUND', driver: 'NOT_FOUND' },
    call: async (args) => args.caller.orders.cancel({ orderId: (await customersOrder(args)).orderId }),
  },
  'orders.charge': {
    access: 'staff',
    call: async (args) =>
      args.caller.orders.charge({
        orderId: (await customersOrder(args)).orderId,
        amountCents: 30_00,
        idempotencyKey: crypto.randomUUID(),
      }),
  },
  'orders.refund': {
    access: 'staff',
    call: async (args) =>
      args.caller.orders.refund({
        orderId: await chargedOrder(args),
        amountCents: 5_00,
        idempotencyKey: crypto.randomUUID(),
      }),
  },
  'orders.reauthorize': {
    access: 'guestOrUser',
    except: OWNER_ONLY,
    call: async (args) =>
      args.caller.orders.reauthorize({
        orderId: await waitingOrder(args),
        paymentMethodId: await testPaymentMethodId(args.db),
        idempotencyKey: crypto.randomUUID(),
      }),
  },
  /** The receipt of a charged order (docs/decisions/0083-orders-receipt.md): read as orders.get is. */
  'orders.receipt': {
    access: 'guestOrUser',
    except: { guest: 'NOT_FOUND', otherCustomer: 'NOT_FOUND', driver: 'NOT_FOUND' },
    call: async (args) => args.caller.orders.receipt({ orderId: await chargedOrder(args) }),
  },
};
