import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../context';
import { createCaller } from '../root';
import { actorFromSessionToken } from '../services/auth/actor';
import { REAUTH_LINK_LIFETIME_MS } from '../services/orders/orderLink';
import { testContext } from '../testing/context';
import { TEST_NOW, WASH_FOLD_HOLD_CENTS } from '../testing/drafts';
import { customer, emailsTo, guest, money, type Person, placeHeldOrder, staff } from '../testing/money';

/** docs/decisions/0078-orders-reauthorization-link.md: the reauthorization e-mail's link signs its reader in, once. */

let database: Database;
let admin: Person;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await staff(database.db);
});
afterAll(() => database.close());

/** Staff charge more than the hold: the customer is asked, and the e-mail's link is returned. */
async function askedToAuthorize(owner: Person) {
  const { orderId } = await placeHeldOrder(database.db, owner);
  await money(database.db, admin).charge({
    orderId,
    amountCents: WASH_FOLD_HOLD_CENTS + 5_00,
    idempotencyKey: crypto.randomUUID(),
  });
  const mail = (await emailsTo(database.db, owner.email)).find((m) =>
    m.subject.startsWith('Please authorize'),
  );
  const token = new RegExp(`/app/order/id/${orderId}\\?link=([a-z2-7]{32})`).exec(mail!.body)?.[1];
  expect(token).toBeDefined();
  return { orderId, token: token! };
}

/** Someone opening the e-mail in a fresh browser: no session; the cookie the server sets is kept. */
function freshBrowser(at = TEST_NOW) {
  const cookie: { token?: string } = {};
  const caller = createCaller(
    testContext(database.db, anonymous, () => at, {
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

describe('the reauthorization e-mail’s link', () => {
  it('signs the order’s customer in once, for 72 hours at most', async () => {
    expect(REAUTH_LINK_LIFETIME_MS).toBe(72 * 60 * 60 * 1000);
    const owner = await customer(database.db);
    const { orderId, token } = await askedToAuthorize(owner);

    const first = freshBrowser();
    expect(await first.caller.auth.openOrderLink({ orderId, token })).toEqual({
      orderId,
      openedAs: 'account',
    });
    const actor = await actorFromSessionToken(database.db, first.cookie.token!, TEST_NOW);
    expect(actor).toMatchObject({ kind: 'user', user: { id: owner.user!.id } });
    // Signed in, the customer sees the form: the order is theirs and waits for them.
    const order = await createCaller(testContext(database.db, actor, () => TEST_NOW)).orders.get({ orderId });
    expect(order.allowed.reauthorize).toBe(true);

    // The sign-in is spent: another browser with the same link is asked to log in.
    await expect(freshBrowser().caller.auth.openOrderLink({ orderId, token })).rejects.toThrow(
      'This order belongs to an account. Please log in to see it.',
    );
  });

  it('is refused after its 72 hours, and the confirmation link never signs an account in', async () => {
    const owner = await customer(database.db);
    const { orderId, token } = await askedToAuthorize(owner);
    const late = freshBrowser(new Date(TEST_NOW.getTime() + REAUTH_LINK_LIFETIME_MS));
    await expect(late.caller.auth.openOrderLink({ orderId, token })).rejects.toThrow(
      'This link to your order is not valid or has expired.',
    );
    expect(late.cookie.token).toBeUndefined();
    const confirmation = (await emailsTo(database.db, owner.email)).find(
      (m) => /\?link=/.test(m.body) && m !== undefined,
    );
    const confirmationToken = /\?link=([a-z2-7]{32})/.exec(confirmation!.body)![1]!;
    expect(confirmationToken).not.toBe(token);
    await expect(
      freshBrowser().caller.auth.openOrderLink({ orderId, token: confirmationToken }),
    ).rejects.toThrow('This order belongs to an account. Please log in to see it.');
  });

  it('opens a guest order in a guest session with the mailbox proven, ready to authorize', async () => {
    const owner = await guest(database.db);
    const { orderId, token } = await askedToAuthorize(owner);
    const browser = freshBrowser();
    expect(await browser.caller.auth.openOrderLink({ orderId, token })).toEqual({
      orderId,
      openedAs: 'guest',
    });
    expect(await actorFromSessionToken(database.db, browser.cookie.token!, TEST_NOW)).toMatchObject({
      kind: 'guest',
      email: owner.email,
      emailProven: true,
    });
  });
});
