import {
  type Db,
  preparedQuery,
  type SimulatedPaymentIntent,
  simulatedPaymentIntents,
  simulatedPaymentMethods,
} from '@laundry/db';
import { and, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import { WebhookSignatureError } from '../errors';
import type { ListedIntent, PaymentProvider, SavedCard } from '../provider';
import { simulatedAuthorization } from './simulatedAuthorization';
import { simulatedId, simulatedIntentActions } from './simulatedIntentActions';
import { intentState, noSuchIntent } from './simulatedRules';
import { type CardEntry, checkTestCard } from './testCards';

export interface SimulatedPaymentProvider extends PaymentProvider {
  readonly name: 'simulated';
  /**
   * Stands in for Stripe.js creating a payment method in the browser: the checkout posts
   * the typed test card here. Only Stripe test numbers are accepted, and the number
   * itself is never stored (brand, last 4 and the test behaviour are).
   */
  createPaymentMethod(input: CardEntry & { customerId?: string }): Promise<SavedCard>;
}

// Every simulated checkout makes a card: built and prepared once (packages/db/src/prepared.ts).
const insertPaymentMethod = preparedQuery((db) =>
  db
    .insert(simulatedPaymentMethods)
    .values({
      id: sql.placeholder('id'),
      customerId: sql.placeholder('customerId'),
      brand: sql.placeholder('brand'),
      last4: sql.placeholder('last4'),
      expMonth: sql.placeholder('expMonth'),
      expYear: sql.placeholder('expYear'),
      behavior: sql.placeholder('behavior'),
    })
    .returning()
    .prepare('simulated_payment_method_insert'),
);

/** Intents read per page by `listIntents`. */
const LIST_PAGE = 100;

const savedCard = (row: typeof simulatedPaymentMethods.$inferSelect): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
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

  return {
    name: 'simulated',
    testMode: true,
    ...simulatedIntentActions(db, now),

    async ensureCustomer({ existingCustomerId }) {
      return existingCustomerId?.startsWith('cus_sim_') ? existingCustomerId : simulatedId('cus');
    },

    async createPaymentMethod({ customerId, ...entry }) {
      const card = checkTestCard(entry, now());
      const [row] = await insertPaymentMethod(db).execute({
        id: simulatedId('pm'),
        customerId: customerId ?? null,
        ...card,
      });
      return savedCard(row!);
    },

    authorize: simulatedAuthorization(db, now),

    async retrieve(intentId) {
      const [intent] = await db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.id, intentId));
      if (!intent) throw noSuchIntent(intentId);
      return intentState(intent, now());
    },

    async *listIntents({ createdAfter, createdBefore }): AsyncIterable<ListedIntent> {
      // Newest first, a page at a time, as Stripe lists them.
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const page: SimulatedPaymentIntent[] = await db
          .select()
          .from(simulatedPaymentIntents)
          .where(
            and(
              gte(simulatedPaymentIntents.createdAt, createdAfter),
              lte(simulatedPaymentIntents.createdAt, createdBefore),
              after
                ? or(
                    lt(simulatedPaymentIntents.createdAt, after.createdAt),
                    and(
                      eq(simulatedPaymentIntents.createdAt, after.createdAt),
                      lt(simulatedPaymentIntents.id, after.id),
                    ),
                  )
                : undefined,
            ),
          )
          .orderBy(desc(simulatedPaymentIntents.createdAt), desc(simulatedPaymentIntents.id))
          .limit(LIST_PAGE);
        for (const intent of page) {
          yield {
            intentId: intent.id,
            ...intentState(intent, now()),
            createdAt: intent.createdAt,
            holdKey: intent.idempotencyKey,
            metadata: {},
          };
        }
        if (page.length < LIST_PAGE) return;
        const last = page.at(-1)!;
        after = { createdAt: last.createdAt, id: last.id };
      }
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
