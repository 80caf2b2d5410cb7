import { startGuestSession, startUserSession } from '@laundry/api';
import {
  firstProductId,
  placeOrderInput,
  scheduleAfter,
  TEST_CARDS,
  washFoldDraft,
  withEmail,
} from '@laundry/api/testing';
import {
  emailVerificationTokens,
  leads,
  orders,
  outbox,
  passwordResetTokens,
  rateLimitCounters,
  sessions,
  simulatedPaymentIntents,
  users,
} from '@laundry/db';
import { createTestDatabase, createUser, type Database, seedTestDatabase } from '@laundry/db/testing';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';

/**
 * Every throttled action's documented numbers (docs/decisions/0013-auth-rate-limits.md, its table; 0018, 0041,
 * 0068 for theirs; 0023 for the card-decline brake), pinned by behaviour on a server built with no overrides: N
 * attempts in the window go through, the N+1th is refused with 429, Retry-After and the spec's words and changes
 * nothing, the window's last millisecond still refuses, and once the window has passed the action is allowed again.
 *
 * Time: both counter stores (rate-limiter-flexible's memory store on PGlite, its PostgreSQL table on PostgreSQL)
 * read `Date.now()` in this process, so only `Date` is faked (timers, I/O and the database run as ever) and held
 * still: every attempt of a window is made at the same instant, and the window's end is known to the millisecond.
 */

let database: Database;
let app: FastifyInstance;
const MINUTE = 60_000;
/** Each limit starts its window well after the one before, so no window or session of an earlier test matters. */
let windowStart = Date.now();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  app = await buildApp({ database });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Attempt = (i: number) => Promise<LightMyRequestResponse>;

const rows = async (table: Parameters<ReturnType<typeof database.db.select>['from']>[0]) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

/**
 * Rows an attempt could leave behind: a refused one leaves every count as it was. The simulated provider keeps
 * every card authorization it is asked for, a declined one included (packages/integrations/src/payments/simulated/
 * simulated-authorization.ts), so its count says whether the provider was reached.
 */
async function footprint() {
  return {
    users: await rows(users),
    sessions: await rows(sessions),
    emails: await rows(outbox),
    leads: await rows(leads),
    verificationLinks: await rows(emailVerificationTokens),
    resetLinks: await rows(passwordResetTokens),
    orders: await rows(orders),
    cardAuthorizations: await rows(simulatedPaymentIntents),
  };
}

/** The refusal's words as the REST path (`error`) or the tRPC procedure (`error.message`) gives them. */
function refusalText(response: LightMyRequestResponse): string {
  const body = response.json();
  return typeof body.error === 'string' ? body.error : body.error.message;
}

const waitMessage = (minutes: number) =>
  `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

function expectRefused(response: LightMyRequestResponse, minutes: number, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(refusalText(response)).toBe(waitMessage(minutes));
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

/**
 * Pins one counter: `max` attempts allowed within `minutes`, by `attempt(i)` (each i a fresh attempt that only
 * this counter limits), each answered as `allowed` says.
 */
async function pinLimit(options: {
  max: number;
  minutes: number;
  attempt: Attempt;
  allowed: (response: LightMyRequestResponse, i: number) => void;
}) {
  const { max, minutes, attempt, allowed } = options;
  windowStart += 3 * 60 * MINUTE;
  const start = windowStart;
  vi.useFakeTimers({ toFake: ['Date'], now: start });

  for (let i = 0; i < max; i++) {
    const response = await attempt(i);
    expect(response.statusCode, `attempt ${i + 1} of ${max}: ${response.body}`).not.toBe(429);
    allowed(response, i);
  }
  const before = await footprint();
  // The N+1th, at the instant the window began: refused for the whole window, and nothing is done.
  expectRefused(await attempt(max), minutes, minutes * 60);
  expect(await footprint()).toEqual(before);

  // The window's last millisecond: still refused.
  vi.setSystemTime(start + minutes * MINUTE - 1);
  expectRefused(await attempt(max + 1), 1, 1);
  expect(await footprint()).toEqual(before);

  // The window has passed: allowed again, and counted afresh.
  vi.setSystemTime(start + minutes * MINUTE);
  const again = await attempt(max + 2);
  expect(again.statusCode, again.body).not.toBe(429);
  allowed(again, max + 2);
}

const ok = (response: LightMyRequestResponse) => expect(response.statusCode, response.body).toBe(200);
const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;
/** A distinct client address per attempt, within a /16 of the test's own. */
const ipOf = (prefix: string, i: number) => `${prefix}.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const post = (url: string, payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, remoteAddress, headers });
const password = 'a long enough password';

describe('sign-up: 10 per address and 5 per e-mail, an hour', () => {
  const signUp = (email: string, ip: string, i: number) =>
    // REST and tRPC share one count (the service throttles): the attempts alternate between them.
    i % 2 === 0
      ? post('/api/signup', { email, password }, ip)
      : post('/trpc/auth.signup', { email, password, confirmPassword: password, zip: '10023' }, ip);

  it('refuses the 11th sign-up from one address, creating no account, until the hour has passed', async () => {
    const emails: string[] = [];
    await pinLimit({
      max: 10,
      minutes: 60,
      attempt: (i) => {
        emails[i] = unique(`signup-ip-${i}`);
        return signUp(emails[i]!, '10.60.0.1', i);
      },
      allowed: ok,
    });
    expect(await database.db.select({ email: users.email }).from(users)).toEqual(
      expect.arrayContaining([{ email: emails[12] }]),
    );
  });

  it('refuses the 6th sign-up with one e-mail from anywhere, until the hour has passed', async () => {
    const email = unique('signup-account');
    await pinLimit({
      max: 5,
      minutes: 60,
      attempt: (i) => signUp(email, ipOf('10.61', i), i),
      // An unverified account with no orders gives way to the next sign-up (docs/decisions/0068-guest-mailbox-proof.md):
      // each attempt makes the account afresh.
      allowed: ok,
    });
  });
});

describe('Continue as a Guest: 30 per address and 10 per e-mail, in 15 minutes', () => {
  const authorize = (email: string | undefined, ip: string, i: number) =>
    i % 2 === 0
      ? post('/api/authorizeguest', email === undefined ? {} : { email }, ip)
      : post('/trpc/auth.authorizeGuest', email === undefined ? {} : { email }, ip);

  it('refuses the 31st guest session from one address, making none, until 15 minutes have passed', async () => {
    await pinLimit({
      max: 30,
      minutes: 15,
      // Without an e-mail only the address counts.
      attempt: (i) => authorize(i % 3 === 0 ? undefined : unique(`guest-ip-${i}`), '10.62.0.1', i),
      allowed: ok,
    });
  });

  it('refuses the 11th guest session for one e-mail from anywhere, until 15 minutes have passed', async () => {
    const email = unique('guest-account');
    await pinLimit({
      max: 10,
      minutes: 15,
      attempt: (i) => authorize(email, ipOf('10.63', i), i),
      allowed: ok,
    });
  });
});

describe('forgot password: 10 per address and 3 per e-mail, in 15 minutes', () => {
  const forgot = (email: string, ip: string, i: number) =>
    i % 2 === 0
      ? post('/api/forgotpassword', { email }, ip)
      : post('/trpc/auth.forgotPassword', { email }, ip);

  it('refuses the 11th request from one address, sending no link, until 15 minutes have passed', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 13 }, (_, i) => createUser(database.db, { email: unique(`forgot-ip-${i}`) })),
    );
    await pinLimit({
      max: 10,
      minutes: 15,
      attempt: (i) => forgot(accounts[i]!.email, '10.64.0.1', i),
      allowed: ok,
    });
  });

  it('refuses the 4th request for one account from anywhere, sending no link, until 15 minutes have passed', async () => {
    const account = await createUser(database.db, { email: unique('forgot-account') });
    await pinLimit({
      max: 3,
      minutes: 15,
      attempt: (i) => forgot(account.email, ipOf('10.65', i), i),
      allowed: ok,
    });
  });
});

describe('the verification resend: 10 per address and 3 per account, an hour', () => {
  /** A signed-in customer whose address is not verified yet (the banner's resend is theirs). */
  async function unverified(label: string) {
    const user = await createUser(database.db, { email: unique(label), verified: false });
    const { token } = await startUserSession(database.db, user.id, new Date());
    return { authorization: `JWT ${token}` };
  }
  const resend = (headers: Record<string, string>, ip: string) =>
    post('/trpc/auth.resendVerification', {}, ip, headers);

  it('refuses the 11th resend from one address, sending no link, until the hour has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 3 * 60 * MINUTE });
    const people = await Promise.all(Array.from({ length: 13 }, (_, i) => unverified(`resend-ip-${i}`)));
    vi.useRealTimers();
    await pinLimit({ max: 10, minutes: 60, attempt: (i) => resend(people[i]!, '10.66.0.1'), allowed: ok });
  });

  it('refuses the 4th resend for one account from anywhere, sending no link, until the hour has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 3 * 60 * MINUTE });
    const person = await unverified('resend-account');
    vi.useRealTimers();
    await pinLimit({ max: 3, minutes: 60, attempt: (i) => resend(person, ipOf('10.67', i)), allowed: ok });
  });
});

describe("a guest's one-time code: 10 per address and 5 per e-mail, an hour", () => {
  async function boundGuest(label: string) {
    const { token } = await startGuestSession(database.db, unique(label), new Date());
    return { authorization: `JWT ${token}` };
  }
  const sendCode = (headers: Record<string, string>, ip: string, i: number) =>
    i % 2 === 0
      ? post('/api/guest/code', {}, ip, headers)
      : post('/trpc/auth.sendGuestCode', {}, ip, headers);

  it('refuses the 11th code from one address, sending no e-mail, until the hour has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 3 * 60 * MINUTE });
    const guests = await Promise.all(Array.from({ length: 13 }, (_, i) => boundGuest(`code-ip-${i}`)));
    vi.useRealTimers();
    await pinLimit({
      max: 10,
      minutes: 60,
      attempt: (i) => sendCode(guests[i]!, '10.68.0.1', i),
      allowed: ok,
    });
  });

  it('refuses the 6th code to one e-mail from anywhere, sending no e-mail, until the hour has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 3 * 60 * MINUTE });
    const guest = await boundGuest('code-account');
    vi.useRealTimers();
    await pinLimit({
      max: 5,
      minutes: 60,
      attempt: (i) => sendCode(guest, ipOf('10.69', i), i),
      allowed: ok,
    });
  });
});

describe('business inquiries and contact messages: 10 per address and 5 per e-mail, an hour', () => {
  const lead = (email: string, ip: string, i: number) => {
    const body = { kind: i % 2 === 0 ? 'contact' : 'business', name: 'Pat', email, message: 'Hello' };
    return i % 2 === 0 ? post('/api/leads', body, ip) : post('/trpc/leads.create', body, ip);
  };
  const stored = (response: LightMyRequestResponse) =>
    expect(response.statusCode, response.body).toBe(response.json().result ? 200 : 201);

  it('refuses the 11th message from one address, storing nothing, until the hour has passed', async () => {
    await pinLimit({
      max: 10,
      minutes: 60,
      attempt: (i) => lead(unique(`lead-ip-${i}`), '10.70.0.1', i),
      allowed: stored,
    });
  });

  it('refuses the 6th message from one e-mail from anywhere, storing nothing, until the hour has passed', async () => {
    const email = unique('lead-account');
    await pinLimit({
      max: 5,
      minutes: 60,
      attempt: (i) => lead(email, ipOf('10.71', i), i),
      allowed: stored,
    });
  });
});

describe('log-in: 30 per address and 100 per account from every address, in 15 minutes', () => {
  const logIn = (email: string, ip: string) => post('/api/login', { email, password: 'wrong password' }, ip);
  const wrong = (response: LightMyRequestResponse) => expect(response.statusCode, response.body).toBe(401);

  it('refuses the 31st failed log-in from one address, whatever the account, until 15 minutes have passed', async () => {
    await pinLimit({
      max: 30,
      minutes: 15,
      attempt: (i) => logIn(unique(`login-ip-${i}`), '10.72.0.1'),
      allowed: wrong,
    });
  });

  it('refuses the 11th failed log-in on an account from one address, until 15 minutes have passed', async () => {
    const owner = await createUser(database.db, { email: unique('login-account-ip') });
    await pinLimit({ max: 10, minutes: 15, attempt: () => logIn(owner.email, '10.73.0.1'), allowed: wrong });
  });

  it('refuses the 101st failed log-in on an account over every address, until 15 minutes have passed', async () => {
    const owner = await createUser(database.db, { email: unique('login-account') });
    // At most 10 from each address: the account's ceiling is what refuses.
    await pinLimit({
      max: 100,
      minutes: 15,
      attempt: (i) => logIn(owner.email, `10.74.${Math.floor(i / 10)}.1`),
      allowed: wrong,
    });
  });
});

describe('the card-decline brake: 5 declines per payer and 20 per address, in 15 minutes', () => {
  let productId: string;
  beforeAll(async () => {
    productId = await firstProductId(database.db);
  });

  /**
   * A guest session (a payer of its own) with one card per attempt made beforehand, so that an attempt adds
   * nothing but what its authorization does: the first `declined` cards are the simulated provider's declined
   * test number (…0002), the rest the good 4242 card.
   */
  async function guestPayer(label: string, cards: number, declined: number) {
    const email = unique(label);
    const { token } = await startGuestSession(database.db, email, new Date());
    const headers = { authorization: `JWT ${token}` };
    const cardIds: string[] = [];
    for (let i = 0; i < cards; i++) {
      const response = await post(
        '/trpc/payments.createTestPaymentMethod',
        {
          number: i < declined ? TEST_CARDS.declined : TEST_CARDS.visa,
          expMonth: 12,
          expYear: 2040,
          cvc: '123',
        },
        '10.79.0.1',
        headers,
      );
      ok(response);
      cardIds.push(response.json().result.data.id);
    }
    return { email, headers, cardIds };
  }
  type Payer = Awaited<ReturnType<typeof guestPayer>>;

  /**
   * One card authorization by every checkout path that places one (docs/decisions/0023-payments-card-declines.md),
   * in turn: the legacy two-step hold (POST /api/payment/intent), the legacy checkout (POST /api/order) and
   * checkout.placeOrder. They share one count.
   */
  function authorize(payer: Payer, card: string, ip: string, i: number) {
    const order = () =>
      withEmail(washFoldDraft(productId, { schedule: scheduleAfter(new Date()) }), payer.email);
    switch (i % 3) {
      case 0:
        return post(
          '/api/payment/intent',
          { amount: 66_00, paymentMethodId: card, receipt_email: payer.email },
          ip,
          payer.headers,
        );
      case 1:
        return post('/api/order', { order: order(), paymentMethodId: card }, ip, payer.headers);
      default:
        return post('/trpc/checkout.placeOrder', placeOrderInput(order(), card), ip, payer.headers);
    }
  }

  /**
   * The first `max` attempts decline at the provider (each a new authorization it records); after them the
   * good card, refused while the window lasts and held once it has passed.
   */
  function declinedThenHeld(max: number) {
    return (response: LightMyRequestResponse, i: number) => {
      if (i < max) {
        expect(response.statusCode, response.body).toBe(422);
        expect(refusalText(response)).toBe('Your card was declined.');
      } else {
        ok(response);
      }
    };
  }

  /** Every attempt reaches the provider, one new authorization each, until the brake refuses. */
  function reachingTheProvider(attempt: Attempt): Attempt {
    return async (i) => {
      const before = await rows(simulatedPaymentIntents);
      const response = await attempt(i);
      if (response.statusCode !== 429) expect(await rows(simulatedPaymentIntents)).toBe(before + 1);
      return response;
    };
  }

  it('refuses a 6th card to a payer who had 5 declined, before the provider is asked, until 15 minutes have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 3 * 60 * MINUTE });
    // Declined cards for the 5 that count, then good ones: the brake refuses even a good card.
    const payer = await guestPayer('declines-payer', 8, 5);
    vi.useRealTimers();
    await pinLimit({
      max: 5,
      minutes: 15,
      // From a new address each time: the payer's count is what refuses.
      attempt: reachingTheProvider((i) => authorize(payer, payer.cardIds[i]!, ipOf('10.75', i), i)),
      allowed: declinedThenHeld(5),
    });
  });

  it('refuses a card from an address that had 20 declined, whoever pays, until 15 minutes have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: windowStart + 3 * 60 * MINUTE });
    // A new payer each time, one card each: the address's count is what refuses.
    const payers: Payer[] = [];
    for (let i = 0; i < 23; i++) payers.push(await guestPayer(`declines-ip-${i}`, 1, i < 20 ? 1 : 0));
    vi.useRealTimers();
    await pinLimit({
      max: 20,
      minutes: 15,
      attempt: reachingTheProvider((i) => authorize(payers[i]!, payers[i]!.cardIds[0]!, '10.76.0.1', i)),
      allowed: declinedThenHeld(20),
    });
  });
});

describe('the counters on PostgreSQL', () => {
  it.runIf(process.env.TEST_DB_DRIVER === 'pg')('are rows of rate_limit_counters', async () => {
    expect((await database.db.select({ n: count() }).from(rateLimitCounters))[0]!.n).toBeGreaterThan(0);
  });
});
