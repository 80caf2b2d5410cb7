import { orders, outbox, sessions, type User, users } from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, anonymous } from '../context';
import { createCaller } from '../root';
import { actorFromSessionToken } from '../services/auth/actor';
import { startGuestSession } from '../services/auth/sessions';
import { callerFor, testContext, userActor } from '../testing/context';
import {
  firstProductId,
  placeOrderInput,
  TEST_CARDS,
  TEST_NOW,
  testClock,
  washFoldDraft,
  withEmail,
} from '../testing/drafts';

let database: Database;
let productId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  productId = await firstProductId(database.db);
});
afterAll(() => database.close());

const DAY = 24 * 60 * 60 * 1000;
let guestCount = 0;
const newEmail = () => `guest-${++guestCount}-${crypto.randomUUID().slice(0, 6)}@example.test`;

/** The session token of each guest actor made here, by session id. */
const tokens = new Map<string, string>();
const tokenOf = (actor: Actor) => tokens.get(actor.kind === 'guest' ? actor.sessionId : '')!;

async function guestActor(email: string | null, emailProven = false): Promise<Actor> {
  const session = await startGuestSession(database.db, email, TEST_NOW);
  tokens.set(session.id, session.token);
  if (emailProven) {
    await database.db
      .update(sessions)
      .set({ guestEmailProvenAt: TEST_NOW })
      .where(eq(sessions.id, session.id));
  }
  return actorOfCookie(session.token);
}

async function placedBy(actor: Actor, email: string) {
  const caller = callerFor(database.db, actor, testClock);
  const card = { number: TEST_CARDS.visa, expMonth: 12, expYear: 2030, cvc: '123' };
  const method = await caller.payments.createTestPaymentMethod(card);
  const placed = await caller.checkout.placeOrder(
    placeOrderInput(withEmail(washFoldDraft(productId), email), method.id),
  );
  return placed;
}

const mailsTo = (email: string) =>
  database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.createdAt));

/** The link of the order's confirmation e-mail: its order id and signed token. */
async function confirmationLink(email: string, orderId: string) {
  const mails = await mailsTo(email);
  const pattern = new RegExp(`http://laundry\\.test/app/order/id/${orderId}\\?link=([a-z2-7]{32})`);
  const confirmation = mails.find((mail) => pattern.test(mail.body));
  expect(confirmation?.body).toContain('View your order: ');
  return pattern.exec(confirmation!.body)![1]!;
}

/** A caller for someone who opens the e-mail in a fresh browser: no session; captures the cookie set. */
function freshBrowser(now: Date = TEST_NOW) {
  const cookie: { token?: string } = {};
  const caller = createCaller(
    testContext(database.db, anonymous, () => now, {
      cookies: {
        set(token) {
          cookie.token = token;
        },
        clear() {},
      },
    }),
  );
  return { caller, cookie };
}

async function actorOfCookie(token: string): Promise<Actor> {
  return actorFromSessionToken(database.db, token, TEST_NOW);
}

describe('auth.openOrderLink', () => {
  it("opens a guest's order from the confirmation e-mail in a fresh browser, with no e-mail typed", async () => {
    const email = newEmail();
    const { orderId } = await placedBy(await guestActor(email), email);
    const token = await confirmationLink(email, orderId);

    const browser = freshBrowser();
    expect(await browser.caller.auth.openOrderLink({ orderId, token })).toEqual({
      orderId,
      openedAs: 'guest',
    });
    expect(browser.cookie.token).toBeTruthy();
    const actor = await actorOfCookie(browser.cookie.token!);
    expect(actor).toMatchObject({ kind: 'guest', email });
    const view = await callerFor(database.db, actor, testClock).orders.get({ orderId });
    expect(view.id).toBe(orderId);
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, (actor as { sessionId: string }).sessionId));
    expect(session!.guestEmailProvenAt).toEqual(TEST_NOW);
  });

  it('refuses a wrong, an expired or another order’s link with a clear message and opens nothing', async () => {
    const email = newEmail();
    const { orderId } = await placedBy(await guestActor(email), email);
    const token = await confirmationLink(email, orderId);
    const other = newEmail();
    const { orderId: otherOrderId } = await placedBy(await guestActor(other), other);
    const message =
      'This link to your order is not valid or has expired. Please log in, or enter the e-mail you ordered with, to see it.';

    const wrong = freshBrowser();
    await expect(wrong.caller.auth.openOrderLink({ orderId, token: 'a'.repeat(32) })).rejects.toThrow(
      message,
    );
    await expect(wrong.caller.auth.openOrderLink({ orderId: otherOrderId, token })).rejects.toThrow(message);
    await expect(wrong.caller.auth.openOrderLink({ orderId, token: 'not a token' })).rejects.toThrow(message);
    expect(wrong.cookie.token).toBeUndefined();

    const late = freshBrowser(new Date(TEST_NOW.getTime() + 31 * DAY));
    await expect(late.caller.auth.openOrderLink({ orderId, token })).rejects.toThrow(message);
    const inTime = freshBrowser(new Date(TEST_NOW.getTime() + 29 * DAY));
    await expect(inTime.caller.auth.openOrderLink({ orderId, token })).resolves.toMatchObject({ orderId });
  });

  it("stops opening when the order's e-mail changes (the link is bound to the address)", async () => {
    const email = newEmail();
    const { orderId } = await placedBy(await guestActor(email), email);
    const token = await confirmationLink(email, orderId);
    await database.db.update(orders).set({ email: newEmail() }).where(eq(orders.id, orderId));
    await expect(freshBrowser().caller.auth.openOrderLink({ orderId, token })).rejects.toThrow(
      /not valid or has expired/,
    );
  });

  it("lets a signed-in owner in, asks others to log in, and refuses another account's customer", async () => {
    const customer = await createUser(database.db);
    const { orderId } = await placedBy(userActor(customer), customer.email);
    const token = await confirmationLink(customer.email, orderId);
    await expect(
      callerFor(database.db, userActor(customer), testClock).auth.openOrderLink({ orderId, token }),
    ).resolves.toEqual({ orderId, openedAs: 'account' });
    await expect(freshBrowser().caller.auth.openOrderLink({ orderId, token })).rejects.toThrow(
      'This order belongs to an account. Please log in to see it.',
    );
    const stranger = await createUser(database.db);
    await expect(
      callerFor(database.db, userActor(stranger), testClock).auth.openOrderLink({ orderId, token }),
    ).rejects.toThrow('This order belongs to another account. Please log out and open the link again.');
  });
});

const pair = { password: 'a long new password', confirmPassword: 'a long new password' };
const userByEmail = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0]!;
const ordersOf = (email: string) =>
  database.db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.email, email));

describe('auth.createGuestAccount', () => {
  it("makes a verified account from a guest who came through the signed link, and the address's guest orders join it", async () => {
    const email = newEmail();
    const guest = await guestActor(email);
    const earlier = await placedBy(guest, email);
    const { orderId, orderNumber } = await placedBy(guest, email);
    const token = await confirmationLink(email, orderId);
    const browser = freshBrowser();
    await browser.caller.auth.openOrderLink({ orderId, token });
    const proven = await actorOfCookie(browser.cookie.token!);
    const mailsBefore = (await mailsTo(email)).length;

    const signedIn = await callerFor(database.db, proven, testClock).auth.createGuestAccount({
      orderId,
      ...pair,
    });
    expect(signedIn.user).toMatchObject({
      email,
      emailVerified: true,
      firstName: 'Ana',
      phone: '(212) 555-0199',
    });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ address: '350 5th Ave', city: 'New York', zip: '10001' });
    expect(user.profileFilledFromOrderNumber).toBe(orderNumber);
    const joined = await ordersOf(email);
    expect(joined.map((o) => o.id).sort()).toEqual([earlier.orderId, orderId].sort());
    expect(joined.every((o) => o.userId === user.id)).toBe(true);
    // No verification e-mail: the link proved the mailbox.
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
  });

  it('makes no account for a guest who only typed the address, and makes a verified one once the e-mailed code proves it', async () => {
    const email = newEmail();
    const guest = await guestActor(email);
    const { orderId } = await placedBy(guest, email);
    const caller = callerFor(database.db, guest, testClock);
    await expect(caller.auth.createGuestAccount({ orderId, ...pair })).rejects.toThrow(
      `To make changes, please confirm that ${email} is yours: we will e-mail you a code, or open the link in your order confirmation.`,
    );
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    expect(await caller.auth.sendGuestCode()).toEqual({
      email,
      message: `We sent a 6-digit code to ${email}. It expires in 15 minutes.`,
    });
    const codeMail = (await mailsTo(email)).find((mail) => mail.subject.startsWith('Your FreshPress code: '));
    const code = /(\d{6})$/.exec(codeMail!.subject)![1]!;
    expect(codeMail!.body).toContain(code);
    await caller.auth.confirmGuestCode({ code });
    const proven = await actorFromSessionToken(database.db, tokenOf(guest), TEST_NOW);
    expect(proven).toMatchObject({ kind: 'guest', email, emailProven: true });

    const signedIn = await callerFor(database.db, proven, testClock).auth.createGuestAccount({
      orderId,
      ...pair,
    });
    expect(signedIn.user).toMatchObject({ email, emailVerified: true, firstName: 'Ana' });
    const user = await userByEmail(email);
    expect((await ordersOf(email)).every((o) => o.userId === user.id)).toBe(true);
  });

  it('refuses an address that has an account, a password pair that differs, and a guest without the order', async () => {
    const customer = await createUser(database.db);
    const guest = await guestActor(customer.email, true);
    const { orderId } = await placedBy(guest, customer.email);
    const caller = callerFor(database.db, guest, testClock);
    await expect(caller.auth.createGuestAccount({ orderId, ...pair })).rejects.toThrow(
      'An account with this email address already exists.',
    );
    const email = newEmail();
    const other = await guestActor(email, true);
    const own = await placedBy(other, email);
    await expect(
      callerFor(database.db, other, testClock).auth.createGuestAccount({
        orderId: own.orderId,
        password: 'a long new password',
        confirmPassword: 'something else entirely',
      }),
    ).rejects.toThrow();
    await expect(
      callerFor(database.db, other, testClock).auth.createGuestAccount({ orderId, ...pair }),
    ).rejects.toThrow('Please place an order as a guest first.');
    expect((await database.db.select().from(users).where(eq(users.email, email))).length).toBe(0);
  });
});

describe('auth.resendVerification', () => {
  it('sends a new link until the address is verified', async () => {
    const unverified: User = await createUser(database.db, { verified: false });
    const caller = callerFor(database.db, userActor(unverified), testClock);
    expect(await caller.auth.resendVerification()).toEqual({
      message: 'We sent the link again. Please check your e-mail.',
    });
    expect((await mailsTo(unverified.email)).filter((mail) => /\/verify\//.test(mail.body))).toHaveLength(1);
    const verified = await createUser(database.db);
    await expect(
      callerFor(database.db, userActor(verified), testClock).auth.resendVerification(),
    ).rejects.toThrow('Your e-mail is already verified.');
  });
});

describe('the first order fills the empty profile', () => {
  it("fills only the account's empty fields and names the order", async () => {
    const customer = await createUser(database.db);
    await database.db
      .update(users)
      .set({ firstName: 'Kept', phone: null, address: null })
      .where(eq(users.id, customer.id));
    const { orderNumber } = await placedBy(userActor(customer), customer.email);
    const after = await userByEmail(customer.email);
    expect(after).toMatchObject({
      firstName: 'Kept',
      phone: '(212) 555-0199',
      address: '350 5th Ave',
      city: 'New York',
      zip: '10001',
      profileFilledFromOrderNumber: orderNumber,
    });
    // A second order changes nothing: every field is filled now.
    await database.db.update(users).set({ city: 'Brooklyn' }).where(eq(users.id, customer.id));
    await placedBy(userActor(customer), customer.email);
    const again = await userByEmail(customer.email);
    expect(again).toMatchObject({ city: 'Brooklyn', profileFilledFromOrderNumber: orderNumber });
  });
});
