import { orders, outbox, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../root';
import { notifyOrder } from '../services/notifications/orderNotifications';
import { placeOrder } from '../services/orders/placeOrder';
import { testContext, userActor } from '../testing/context';
import { currentDraft, testPaymentMethodId } from '../testing/orders';

// docs/rules/languages.md: the account keeps a language; an order placed in Spanish is confirmed in Spanish; a
// customer's messages are in the account's language, else the order's.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(async () => {
  await database?.close();
});

async function placeAs(user: { id: string; email: string }, locale?: 'en' | 'es') {
  const db = database.db;
  const actor = userActor({ ...user, role: 'Customer' });
  return placeOrder(testContext(db, actor, undefined, locale ? { locale } : {}), {
    order: await currentDraft(db, user.email),
    paymentMethodId: await testPaymentMethodId(db),
    saveCard: false,
    sms: false,
    clientQuoteTotalCents: 0,
    idempotencyKey: crypto.randomUUID(),
  });
}

const mailTo = (email: string) =>
  database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt);

describe('the language of a customer (docs/rules/languages.md)', () => {
  it('keeps the language the account chooses, and refuses one the site does not speak', async () => {
    const user = await createUser(database.db);
    const caller = createCaller(testContext(database.db, userActor(user)));
    expect((await caller.account.get()).language).toBeNull();
    expect((await caller.account.setLanguage({ language: 'es' })).language).toBe('es');
    expect((await caller.account.get()).language).toBe('es');
    const refused = caller.account.setLanguage({ language: 'fr' as 'es' });
    await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(refused).rejects.toThrow('Please choose English or Spanish.');
    expect((await caller.account.get()).language).toBe('es');
    await expect(
      createCaller(testContext(database.db)).account.setLanguage({ language: 'en' }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('confirms an order placed in Spanish in Spanish, and one placed in English in English', async () => {
    const spanish = await createUser(database.db);
    const placed = await placeAs(spanish, 'es');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row?.language).toBe('es');
    const [confirmation] = await mailTo(spanish.email);
    expect(confirmation?.subject).toBe(`Su pedido n.º ${row?.orderNumber} está confirmado`);

    const english = await createUser(database.db);
    const other = await placeAs(english);
    const [englishRow] = await database.db.select().from(orders).where(eq(orders.id, other.orderId));
    expect(englishRow?.language).toBe('en');
    expect((await mailTo(english.email))[0]?.subject).toBe(
      `Your order #${englishRow?.orderNumber} is confirmed`,
    );
  });

  it("writes an order's later messages in the account's language, else the order's", async () => {
    const user = await createUser(database.db);
    const placed = await placeAs(user, 'en');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const publicUrl = 'https://freshpress.example';
    await notifyOrder(database.db, { kind: 'inProgress', order: row!, publicUrl });
    await database.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    await notifyOrder(database.db, { kind: 'enRouteForDelivery', order: row!, publicUrl });
    const subjects = (await mailTo(user.email)).map((mail) => mail.subject);
    expect(subjects).toContain(`Order #${row?.orderNumber} is being cleaned`);
    expect(subjects).toContain(`El pedido #${row?.orderNumber} va en camino`);
  });

  it('signs up in Spanish: the account keeps Spanish and the verification e-mail is in Spanish', async () => {
    const caller = createCaller(testContext(database.db, undefined, undefined, { locale: 'es' }));
    const email = 'nuevo.cliente@example.test';
    await caller.auth.signup({
      zip: '10001',
      email,
      password: 'Password123!',
      confirmPassword: 'Password123!',
    });
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.language).toBe('es');
    const [verification] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), like(outbox.subject, '%correo%')));
    expect(verification?.subject).toBe('Verifique su dirección de correo electrónico');
  });
});
