import {
  type Db,
  orderEvents,
  orders,
  outbox,
  paymentLedger,
  sessions,
  simulatedPaymentIntents,
  type User,
} from '@laundry/db';
import { createUser } from '@laundry/db/testing';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../context';
import { startGuestSession } from '../services/auth/sessions';
import { callerFor, userActor } from './context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from './drafts';

/**
 * Orders with a card hold and the records around them, for the tests of the money actions (tRPC, REST,
 * webhook, job). Orders are placed on the tests' fixed clock (TEST_NOW): $44.00 quoted, $66.00 held.
 */
export interface Person {
  user: User | null;
  actor: Actor;
  email: string;
}

export async function customer(db: Db): Promise<Person> {
  const user = await createUser(db);
  return { user, actor: userActor(user), email: user.email };
}

export async function staff(db: Db, role: 'Admin' | 'SuperAdmin' = 'Admin'): Promise<Person> {
  const user = await createUser(db, { role });
  return { user, actor: userActor(user), email: user.email };
}

/**
 * A guest session bound to `email`. `emailProven`: the guest came through the order's signed link or the e-mailed
 * code, which a guest's changes to an order need (docs/decisions/0068-guest-mailbox-proof.md).
 */
export async function guest(
  db: Db,
  email = `guest-${crypto.randomUUID()}@example.test`,
  { emailProven = false }: { emailProven?: boolean } = {},
): Promise<Person> {
  const session = await startGuestSession(db, email, TEST_NOW);
  if (emailProven) {
    await db.update(sessions).set({ guestEmailProvenAt: TEST_NOW }).where(eq(sessions.id, session.id));
  }
  return { user: null, actor: { kind: 'guest', sessionId: session.id, email, emailProven }, email };
}

export const money = (db: Db, person: Person, now: () => Date = testClock) =>
  callerFor(db, person.actor, now).orders;

/** A new simulated test card of this person's (4242... succeeds, ...0002 is declined). */
export async function testCard(db: Db, person: Person, number: string = TEST_CARDS.visa): Promise<string> {
  const card = await callerFor(db, person.actor, testClock).payments.createTestPaymentMethod({
    number,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  return card.id;
}

/**
 * Dates the order's hold on the tests' clock, a second before TEST_NOW. The checkout's hold row is stamped by the
 * database's clock, the order's money actions by the request's, which the tests fix at TEST_NOW: in production the
 * two agree and the hold comes before every action on it; in a test run after TEST_NOW it would come after them, and
 * the ledger would read out of order (docs/rules/money.md, The hold).
 */
export async function holdMadeBeforeTestClock(db: Db, orderId: string): Promise<void> {
  await db
    .update(paymentLedger)
    .set({ createdAt: new Date(TEST_NOW.getTime() - 1000) })
    .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'authorization')));
}

/** Places a wash and fold order for this person through checkout: New, $66.00 held. */
export async function placeHeldOrder(db: Db, person: Person) {
  const caller = callerFor(db, person.actor, testClock);
  const draft = withEmail(washFoldDraft(await firstProductId(db)), person.email);
  const placed = await caller.checkout.placeOrder(placeOrderInput(draft, await testCard(db, person)));
  await holdMadeBeforeTestClock(db, placed.orderId);
  const order = await orderRow(db, placed.orderId);
  return { orderId: placed.orderId, intentId: order.paymentIntentId!, order };
}

export async function orderRow(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order!;
}

export const ledgerOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, orderId))
    .orderBy(asc(paymentLedger.createdAt));

export async function eventKinds(db: Db, orderId: string): Promise<string[]> {
  const events = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt));
  return events.map((event) => event.kind);
}

export const eventsOf = (db: Db, orderId: string) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt));

export const emailsTo = (db: Db, to: string) =>
  db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt));

export async function simulatedIntent(db: Db, intentId: string) {
  const [intent] = await db
    .select()
    .from(simulatedPaymentIntents)
    .where(eq(simulatedPaymentIntents.id, intentId));
  return intent!;
}

/** Everything a refused action must leave as it was. */
export async function moneySnapshot(db: Db, orderId: string, email: string) {
  const order = await orderRow(db, orderId);
  return {
    order,
    ledger: await ledgerOf(db, orderId),
    events: await eventKinds(db, orderId),
    emails: (await emailsTo(db, email)).length,
    intent: order.paymentIntentId?.startsWith('pi_sim_')
      ? await simulatedIntent(db, order.paymentIntentId)
      : null,
  };
}
