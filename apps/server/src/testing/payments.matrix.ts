import {
  callersHold,
  chargedOrder,
  customersOrder,
  OWNER_ONLY,
  waitingOrder,
} from '@laundry/api/testing/permissionMatrix';
import type { RestCase } from './restMatrix';

/**
 * The money paths of docs/rules/rest-compatibility.md in the permission matrix (docs/rules/money.md): staff capture,
 * ask for a reauthorization and refund; the order's customer records a new authorization and cancels a
 * New order (staff cancel too); another customer or a guest is refused the customer's order.
 */
export const paymentsRestMatrix: Record<string, RestCase> = {
  'POST /api/payment/capture': {
    access: 'staff',
    call: async (args) => ({
      payload: { orderId: (await customersOrder(args)).orderId, amountToCharge: 30_00 },
    }),
  },
  'POST /api/payment/requestreauth': {
    access: 'staff',
    call: async (args) => ({
      payload: { orderId: (await customersOrder(args)).orderId, amountToCharge: 90_00, notes: 'More items' },
    }),
  },
  'POST /api/payment/refund': {
    access: 'staff',
    call: async (args) => ({
      payload: { orderId: await chargedOrder(args), amount: '5.00', notes: 'Matrix' },
    }),
  },
  'POST /api/payment/payment': {
    access: 'guestOrUser',
    except: OWNER_ONLY,
    call: async (args) => {
      const orderId = await waitingOrder(args);
      const hold = await callersHold(args.db, args.me);
      return { payload: { orderId, paymentIntentId: hold.intentId, amountAuthorized: hold.amountCents } };
    },
  },
  'POST /api/order/cancel': {
    access: 'guestOrUser',
    except: { guest: 'NOT_FOUND', otherCustomer: 'NOT_FOUND', driver: 'NOT_FOUND' },
    call: async (args) => ({ payload: { orderId: (await customersOrder(args)).orderId } }),
  },
};
