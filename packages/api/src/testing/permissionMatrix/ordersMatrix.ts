import { TEST_CARDS } from '../drafts';
import { currentDraft, placeTestOrder, testPaymentMethodId } from '../orders';
import type { CallArgs, ProcedureCase } from './trpcMatrix';
import type { Member } from './world';

/** The e-mail a caller orders with: a guest's is the one its session is bound to. */
export const ownEmail = (me: Member) =>
  me.user?.email ?? (me.actor.kind === 'guest' ? me.actor.email : null) ?? 'nobody@example.test';

/** An order of the world's customer, which the other callers try to read or change. */
export const customersOrder = ({ db, world }: Pick<CallArgs, 'db' | 'world'>) =>
  placeTestOrder(db, world.customer.actor, world.customer.user!.email);

const card = { number: TEST_CARDS.visa, expMonth: 12, expYear: 2040, cvc: '123' };

/**
 * The order and payment procedures in the permission matrix. A customer or guest can neither read nor change
 * another's order (answered as not found, NOT_FOUND), and only staff edit orders.
 */
export const ordersMatrix: Record<string, ProcedureCase> = {
  'checkout.quote': {
    access: 'public',
    call: async ({ caller, db, me }) =>
      caller.checkout.quote({ order: await currentDraft(db, ownEmail(me)) }),
  },
  'checkout.placeOrder': {
    access: 'guestOrUser',
    call: async ({ caller, db, me }) =>
      caller.checkout.placeOrder({
        order: await currentDraft(db, ownEmail(me)),
        paymentMethodId: await testPaymentMethodId(db),
        clientQuoteTotalCents: 0,
        idempotencyKey: crypto.randomUUID(),
      }),
  },
  // A phone order's card choice (docs/decisions/0087-phone-orders.md): the customer's saved cards, staff only.
  'checkout.customerCards': {
    access: 'staff',
    call: ({ caller, world }) => caller.checkout.customerCards({ userId: world.customer.user!.id }),
  },
  'orders.get': {
    access: 'guestOrUser',
    except: { guest: 'NOT_FOUND', otherCustomer: 'NOT_FOUND', driver: 'NOT_FOUND' },
    call: async (args) => args.caller.orders.get({ orderId: (await customersOrder(args)).orderId }),
  },
  'orders.update': {
    access: 'staff',
    call: async (args) => {
      const { orderId } = await customersOrder(args);
      const { schedule: _schedule, ...order } = await currentDraft(args.db, args.world.customer.user!.email);
      return args.caller.orders.update({ orderId, order: { ...order, instructions: 'Edited' } });
    },
  },
  'orders.quoteEdit': {
    access: 'staff',
    call: async (args) => {
      const { orderId } = await customersOrder(args);
      const { schedule: _schedule, ...order } = await currentDraft(args.db, args.world.customer.user!.email);
      return args.caller.orders.quoteEdit({ orderId, order });
    },
  },
  'payments.config': { access: 'public', call: ({ caller }) => caller.payments.config() },
  'payments.methods': { access: 'signedIn', call: ({ caller }) => caller.payments.methods() },
  'payments.setupIntent': { access: 'signedIn', call: ({ caller }) => caller.payments.setupIntent() },
  'payments.createTestPaymentMethod': {
    access: 'guestOrUser',
    call: ({ caller }) => caller.payments.createTestPaymentMethod(card),
  },
};
