import { currentDraft, testPaymentMethodId } from '@laundry/api/testing';
import { customersOrder, ownEmail } from '@laundry/api/testing/permissionMatrix';
import type { RestCase } from './restMatrix';

const everyone = (outcome: 'BAD_INPUT') =>
  ({
    anonymous: outcome,
    guest: outcome,
    customer: outcome,
    otherCustomer: outcome,
    admin: outcome,
    superAdmin: outcome,
    driver: outcome,
  }) as const;

/**
 * The order and payment REST paths in the permission matrix: a customer or guest can neither read nor change
 * another's order, only staff edit orders, saved cards are for signed-in users.
 */
export const ordersRestMatrix: Record<string, RestCase> = {
  'POST /api/order': {
    access: 'guestOrUser',
    call: async ({ db, me }) => ({
      payload: {
        order: await currentDraft(db, ownEmail(me)),
        paymentMethodId: await testPaymentMethodId(db),
      },
    }),
  },
  'PUT /api/order': {
    access: 'staff',
    call: async (args) => {
      const { orderId } = await customersOrder(args);
      const { schedule: _schedule, ...order } = await currentDraft(args.db, args.world.customer.user!.email);
      return { payload: { orderId, order } };
    },
  },
  'GET /api/order/:id': {
    access: 'guestOrUser',
    except: { guest: 'NOT_FOUND', otherCustomer: 'NOT_FOUND', driver: 'NOT_FOUND' },
    call: async (args) => ({ path: `/api/order/${(await customersOrder(args)).orderId}` }),
  },
  'GET /api/settings': { access: 'public', call: () => ({}) },
  'GET /api/settings_florida': { access: 'public', call: () => ({}) },
  'GET /api/payment/methods': { access: 'signedIn', call: () => ({}) },
  'POST /api/payment/setupintent': { access: 'signedIn', call: () => ({}) },
  'POST /api/payment/intent': {
    access: 'guestOrUser',
    call: async ({ db, me }) => ({
      payload: { amount: 66_00, paymentMethodId: await testPaymentMethodId(db), receipt_email: ownEmail(me) },
    }),
  },
  // Public, but only a request signed with the webhook secret is applied; these carry no signature.
  'POST /api/webhooks/stripe': {
    access: 'public',
    except: everyone('BAD_INPUT'),
    call: () => ({ payload: {} }),
  },
};
