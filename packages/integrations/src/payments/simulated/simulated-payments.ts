import {
  type Db,
  type SimulatedPaymentIntent,
  simulatedPaymentIntents,
  simulatedPaymentMethods,
} from '@laundry/db';
import { eq } from 'drizzle-orm';
import { PaymentDeclinedError, PaymentProviderError, WebhookSignatureError } from '../errors';
import type { Authorization, AuthorizeRequest, PaymentProvider, SavedCard } from '../provider';
import { simulatedId, simulatedIntentActions } from './simulated-intent-actions';
import { checkAuthorization, idempotencyMismatch, intentState, noSuchIntent } from './simulated-rules';
import { type CardEntry, cardMessages, checkTestCard } from './test-cards';

export interface SimulatedPaymentProvider extends PaymentProvider {
  readonly name: 'simulated';
  /**
   * Stands in for Stripe.js creating a payment method in the browser: the checkout posts
   * the typed test card here. Only Stripe test numbers are accepted, and the number
   * itself is never stored (brand, last 4 and the test behaviour are).
   */
  createPaymentMethod(input: CardEntry & { customerId?: string }): Promise<SavedCard>;
}

const savedCard = (row: typeof simulatedPaymentMethods.$inferSelect): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

const declineOf = (behavior: string) =>
  behavior === 'insufficient_funds'
    ? new PaymentDeclinedError(cardMessages.insufficientFunds, {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
      })
    : new PaymentDeclinedError(cardMessages.declined, {
        code: 'card_declined',
        declineCode: 'generic_declined',
      });

/**
 * The embedded default when no Stripe keys are configured: the same manual-capture
 * rules as Stripe, kept in the database (so every app server sees the same intents),
 * and never any real money.
 */
export function createSimulatedPayments(
  db: Db,
  options: { now?: () => Date } = {},
): SimulatedPaymentProvider {
  const now = options.now ?? (() => new Date());

  async function paymentMethod(id: string) {
    const [method] = await db
      .select()
      .from(simulatedPaymentMethods)
      .where(eq(simulatedPaymentMethods.id, id));
    if (!method)
      throw new PaymentProviderError(`No such PaymentMethod: '${id}'`, {
        code: 'resource_missing',
        statusCode: 404,
      });
    return method;
  }

  /** The same answer as the first time this key was used: Stripe replays declines too. */
  async function replay(earlier: SimulatedPaymentIntent, input: AuthorizeRequest): Promise<Authorization> {
    if (earlier.amountCents !== input.amountCents || earlier.paymentMethodId !== input.paymentMethodId)
      throw idempotencyMismatch();
    if (earlier.status === 'requires_payment_method')
      throw declineOf((await paymentMethod(input.paymentMethodId)).behavior);
    const card = { brand: earlier.cardBrand ?? 'card', last4: earlier.cardLast4 ?? '' };
    return { intentId: earlier.id, status: 'requires_capture', amountCents: earlier.amountCents, card };
  }

  return {
    name: 'simulated',
    testMode: true,
    ...simulatedIntentActions(db, now),

    async ensureCustomer({ existingCustomerId }) {
      return existingCustomerId?.startsWith('cus_sim_') ? existingCustomerId : simulatedId('cus');
    },

    async createPaymentMethod({ customerId, ...entry }) {
      const card = checkTestCard(entry, now());
      const [row] = await db
        .insert(simulatedPaymentMethods)
        .values({ id: simulatedId('pm'), customerId: customerId ?? null, ...card })
        .returning();
      return savedCard(row!);
    },

    async authorize(input) {
      checkAuthorization(input.amountCents);
      const method = await paymentMethod(input.paymentMethodId);
      if (method.customerId && input.customerId && method.customerId !== input.customerId) {
        throw new PaymentProviderError('The provided PaymentMethod belongs to another customer.', {
          code: 'payment_method_invalid_parameter',
          statusCode: 400,
        });
      }
      const succeeds = method.behavior === 'succeed';
      const [created] = await db
        .insert(simulatedPaymentIntents)
        .values({
          id: simulatedId('pi'),
          amountCents: input.amountCents,
          status: succeeds ? 'requires_capture' : 'requires_payment_method',
          cardBrand: method.brand,
          cardLast4: method.last4,
          customerId: input.customerId ?? null,
          paymentMethodId: method.id,
          idempotencyKey: input.idempotencyKey,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: simulatedPaymentIntents.idempotencyKey })
        .returning();
      if (!created) {
        const [earlier] = await db
          .select()
          .from(simulatedPaymentIntents)
          .where(eq(simulatedPaymentIntents.idempotencyKey, input.idempotencyKey));
        return replay(earlier!, input);
      }
      if (!succeeds) throw declineOf(method.behavior);
      if (input.savePaymentMethod && input.customerId) {
        await db
          .update(simulatedPaymentMethods)
          .set({ customerId: input.customerId })
          .where(eq(simulatedPaymentMethods.id, method.id));
      }
      return {
        intentId: created.id,
        status: 'requires_capture',
        amountCents: created.amountCents,
        card: { brand: method.brand, last4: method.last4 },
      };
    },

    async retrieve(intentId) {
      const [intent] = await db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.id, intentId));
      if (!intent) throw noSuchIntent(intentId);
      return intentState(intent, now());
    },

    async createSetupIntent() {
      // Nothing to set up offline: the checkout saves a card with createPaymentMethod({ customerId }).
      const id = simulatedId('seti');
      return { clientSecret: `${id}_secret_${crypto.randomUUID().replaceAll('-', '')}` };
    },

    async listPaymentMethods(customerId) {
      const rows = await db
        .select()
        .from(simulatedPaymentMethods)
        .where(eq(simulatedPaymentMethods.customerId, customerId))
        .orderBy(simulatedPaymentMethods.createdAt);
      return rows.map(savedCard);
    },

    parseWebhook() {
      throw new WebhookSignatureError('The simulated payment provider sends no webhooks.');
    },
  };
}
