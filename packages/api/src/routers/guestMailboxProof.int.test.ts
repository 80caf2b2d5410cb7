import { outbox, sessions } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import { actorFromSessionToken } from '../services/auth/actor';
import { GUEST_CODE_MAX_ATTEMPTS, GUEST_CODE_TTL_MS } from '../services/auth/guestCode';
import { bindGuestEmail, startGuestSession } from '../services/auth/sessions';
import { callerFor } from '../testing/context';
import { TEST_NOW } from '../testing/drafts';
import { placeTestOrder } from '../testing/orders';

/** docs/decisions/0068-guest-mailbox-proof.md: the one-time code, and what a typed e-mail does not open. */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
});
afterAll(() => database.close());

const INVALID = 'This code is not valid or has expired. Please ask for a new one.';
const fresh = () => `proof-${crypto.randomUUID()}@example.test`;

async function guestSession(email: string) {
  const session = await startGuestSession(database.db, email, TEST_NOW);
  const actor = () => actorFromSessionToken(database.db, session.token, TEST_NOW);
  return { session, actor };
}

async function sentCode(email: string): Promise<string> {
  const [mail] = await database.db
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'Your FreshPress code: %')))
    .orderBy(desc(outbox.createdAt));
  return /(\d{6})$/.exec(mail!.subject)![1]!;
}

const at = (ms: number) => () => new Date(TEST_NOW.getTime() + ms);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the guest one-time code', () => {
  it('pins its documented life: 15 minutes and 5 wrong tries', () => {
    expect(GUEST_CODE_TTL_MS).toBe(15 * 60_000);
    expect(GUEST_CODE_MAX_ATTEMPTS).toBe(5);
  });

  it('proves the mailbox up to the last moment of its 15 minutes, and not after', async () => {
    const email = fresh();
    const late = await guestSession(email);
    await callerFor(database.db, await late.actor(), at(0)).auth.sendGuestCode();
    const lateCode = await sentCode(email);
    await expect(
      callerFor(database.db, await late.actor(), at(GUEST_CODE_TTL_MS)).auth.confirmGuestCode({
        code: lateCode,
      }),
    ).rejects.toThrow(INVALID);
    expect((await late.actor()) as Actor).toMatchObject({ emailProven: false });

    const inTime = await guestSession(email);
    await callerFor(database.db, await inTime.actor(), at(0)).auth.sendGuestCode();
    const code = await sentCode(email);
    await callerFor(database.db, await inTime.actor(), at(GUEST_CODE_TTL_MS - 1)).auth.confirmGuestCode({
      code,
    });
    expect(await inTime.actor()).toMatchObject({ kind: 'guest', email, emailProven: true });
  });

  it('is spent by the fifth wrong try, and the right code is refused after it', async () => {
    const email = fresh();
    const guest = await guestSession(email);
    const caller = callerFor(database.db, await guest.actor(), at(0));
    await caller.auth.sendGuestCode();
    const code = await sentCode(email);
    for (let i = 0; i < GUEST_CODE_MAX_ATTEMPTS - 1; i++) {
      await expect(caller.auth.confirmGuestCode({ code: wrong(code) })).rejects.toThrow(INVALID);
    }
    // Four wrong tries leave the code alive; the fifth spends it.
    const [afterFour] = await database.db.select().from(sessions).where(eq(sessions.id, guest.session.id));
    expect(afterFour!.guestCodeAttempts).toBe(GUEST_CODE_MAX_ATTEMPTS - 1);
    await expect(caller.auth.confirmGuestCode({ code: wrong(code) })).rejects.toThrow(INVALID);
    await expect(caller.auth.confirmGuestCode({ code })).rejects.toThrow(INVALID);
    expect(await guest.actor()).toMatchObject({ emailProven: false });
  });

  it('proves nothing in another session of the same address, and a new code retires the old one', async () => {
    const email = fresh();
    const mine = await guestSession(email);
    const theirs = await guestSession(email);
    await callerFor(database.db, await mine.actor(), at(0)).auth.sendGuestCode();
    const first = await sentCode(email);
    await expect(
      callerFor(database.db, await theirs.actor(), at(0)).auth.confirmGuestCode({ code: first }),
    ).rejects.toThrow(INVALID);
    await callerFor(database.db, await mine.actor(), at(0)).auth.sendGuestCode();
    const second = await sentCode(email);
    if (second !== first) {
      await expect(
        callerFor(database.db, await mine.actor(), at(0)).auth.confirmGuestCode({ code: first }),
      ).rejects.toThrow(INVALID);
    }
    await callerFor(database.db, await mine.actor(), at(0)).auth.confirmGuestCode({ code: second });
    expect(await mine.actor()).toMatchObject({ emailProven: true });
    expect(await theirs.actor()).toMatchObject({ emailProven: false });
  });

  it('holds for the address it proved only: binding the session to another e-mail drops it', async () => {
    const email = fresh();
    const guest = await guestSession(email);
    await callerFor(database.db, await guest.actor(), at(0)).auth.sendGuestCode();
    await callerFor(database.db, await guest.actor(), at(0)).auth.confirmGuestCode({
      code: await sentCode(email),
    });
    await bindGuestEmail(database.db, guest.session.id, email);
    expect(await guest.actor()).toMatchObject({ emailProven: true });
    await bindGuestEmail(database.db, guest.session.id, fresh());
    expect(await guest.actor()).toMatchObject({ emailProven: false });
  });

  it('needs a guest session bound to an e-mail, and is refused to the signed in', async () => {
    const unbound = await guestSession(null as unknown as string);
    await expect(callerFor(database.db, await unbound.actor()).auth.sendGuestCode()).rejects.toThrow(
      'Please enter the e-mail you ordered with first.',
    );
    await expect(
      callerFor(database.db, await unbound.actor()).auth.confirmGuestCode({ code: '12345' }),
    ).rejects.toThrow('Please enter the 6-digit code from your e-mail.');
  });
});

describe('a guest who typed an e-mail', () => {
  it('opens an order by its id, never by its number (docs/decisions/0068-guest-mailbox-proof.md)', async () => {
    const email = fresh();
    const guest = await guestSession(email);
    const placed = await placeTestOrder(database.db, await guest.actor(), email);
    const read = async (orderId: string) =>
      callerFor(database.db, await guest.actor(), at(0)).orders.get({ orderId });
    expect((await read(placed.orderId)).id).toBe(placed.orderId);
    await expect(read(String(placed.orderNumber))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'There was an error getting orders.',
    });
  });
});
