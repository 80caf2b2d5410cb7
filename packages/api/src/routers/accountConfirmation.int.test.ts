import { outbox } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionToken } from '../services/auth/actor';
import { startGuestSession, startUserSession } from '../services/auth/sessions';
import { placeTestOrder } from '../testing/orders';

// docs/decisions/0049-auth-account-changes.md, Order confirmations: a signed-in customer's confirmation goes
// to the account's address, whatever was typed in the order's address step; a guest's to the one given.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const confirmations = (to: string) =>
  database.db
    .select({ to: outbox.to, subject: outbox.subject })
    .from(outbox)
    .where(eq(outbox.to, to))
    .then((mails) => mails.filter((m) => /^Your order #\d+ is confirmed$/.test(m.subject)));

describe('who gets the order confirmation', () => {
  it("a signed-in customer's goes to the account's e-mail, not the one typed in the address step", async () => {
    const user = await createUser(database.db);
    const { token } = await startUserSession(database.db, user.id, new Date());
    const actor = (await resolveSessionToken(database.db, token, new Date())).actor;
    const typed = `someone-else-${crypto.randomUUID()}@example.test`;
    const placed = await placeTestOrder(database.db, actor, typed);
    expect(await confirmations(typed)).toEqual([]);
    const mails = await confirmations(user.email);
    expect(mails).toEqual([{ to: user.email, subject: `Your order #${placed.orderNumber} is confirmed` }]);
  });

  it("a guest's goes to the e-mail the guest gave, as before", async () => {
    const email = `guest-${crypto.randomUUID()}@example.test`;
    const session = await startGuestSession(database.db, email, new Date());
    const placed = await placeTestOrder(
      database.db,
      { kind: 'guest', sessionId: session.id, email, emailProven: false },
      email,
    );
    expect(await confirmations(email)).toEqual([
      { to: email, subject: `Your order #${placed.orderNumber} is confirmed` },
    ]);
    const stray = await database.db
      .select({ to: outbox.to })
      .from(outbox)
      .where(like(outbox.subject, `Your order #${placed.orderNumber} %`));
    expect(stray).toEqual([{ to: email }]);
  });
});
