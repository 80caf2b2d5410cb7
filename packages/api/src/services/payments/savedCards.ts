import { users } from '@laundry/db';
import type { SavedCard } from '@laundry/integrations';
import { PaymentDeclinedError } from '@laundry/integrations';
import {
  FOR_CUSTOMER_MESSAGE,
  PAYMENT_METHODS_MESSAGE,
  SETUP_SECRET_MESSAGE,
  type TestCardInput,
} from '@laundry/validators/checkout';
import { and, eq } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError, FORBIDDEN_MESSAGE } from '../../errors';
import { liveCustomers } from '../staff/customers';
import { ensureCustomerId, storedCustomerId } from './customers';
import { paymentFailure, withCause } from './errors';

/** docs/rules/rest-compatibility.md, GET /api/payment/methods: the signed-in customer's saved cards. */
export async function listSavedCards(ctx: Context, user: SessionUser): Promise<SavedCard[]> {
  const provider = ctx.integrations.payments;
  const customerId = await storedCustomerId(ctx.db, provider, user.id);
  if (!customerId) return [];
  try {
    return await provider.listPaymentMethods(customerId);
  } catch (error) {
    throw withCause(new AppError('UNAVAILABLE', PAYMENT_METHODS_MESSAGE), error);
  }
}

/**
 * A phone order's card choice (docs/decisions/0087-phone-orders.md): a customer's saved cards, for staff placing
 * an order for that customer. Only a live Customer account's cards; any other id is bad input.
 */
export async function listCustomerSavedCards(ctx: Context, customerUserId: string): Promise<SavedCard[]> {
  const [customer] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerUserId), liveCustomers));
  if (!customer) throw new AppError('BAD_INPUT', FOR_CUSTOMER_MESSAGE);
  const provider = ctx.integrations.payments;
  const customerId = await storedCustomerId(ctx.db, provider, customer.id);
  if (!customerId) return [];
  try {
    return await provider.listPaymentMethods(customerId);
  } catch (error) {
    throw withCause(new AppError('UNAVAILABLE', PAYMENT_METHODS_MESSAGE), error);
  }
}

/** docs/rules/rest-compatibility.md, POST /api/payment/setupintent: lets the account save a card for later. */
export async function createSetupIntent(ctx: Context, user: SessionUser): Promise<{ clientSecret: string }> {
  const provider = ctx.integrations.payments;
  try {
    const customerId = await ensureCustomerId(ctx.db, provider, user);
    // A new setup intent per request is what Stripe expects; the key only guards a retried request.
    const idempotencyKey = `setup-${user.id}-${ctx.now().getTime()}`;
    return await provider.createSetupIntent({ customerId, idempotencyKey });
  } catch (error) {
    throw withCause(new AppError('UNAVAILABLE', SETUP_SECRET_MESSAGE), error);
  }
}

/** Test mode only: the hint the checkout shows, and the cards it accepts. */
const TEST_CARDS_ONLY_MESSAGE = 'Test cards are accepted only while payments run in test mode.';

/**
 * The simulated checkout's stand-in for Stripe Elements: turns a typed test card into a payment method.
 * Refused when Stripe is configured, so a real checkout never takes a card number on our server.
 */
export async function createTestPaymentMethod(ctx: Context, input: TestCardInput): Promise<SavedCard> {
  const provider = ctx.integrations.payments;
  if (provider.name !== 'simulated') throw new AppError('FORBIDDEN', TEST_CARDS_ONLY_MESSAGE);
  const user = ctx.actor.kind === 'user' ? ctx.actor.user : null;
  if (input.saveToAccount && !user) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  const { saveToAccount, ...card } = input;
  try {
    const customerId = saveToAccount && user ? await ensureCustomerId(ctx.db, provider, user) : undefined;
    return await provider.createPaymentMethod({ ...card, customerId });
  } catch (error) {
    // An invalid number, expiry or CVC answers with the provider's card message, as Stripe.js shows it.
    if (error instanceof PaymentDeclinedError) throw new AppError('BAD_INPUT', error.message);
    throw paymentFailure(error);
  }
}
