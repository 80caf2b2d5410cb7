import { type Db, type PaymentLedgerEntry, paymentLedger } from '@laundry/db';
import type { ListedIntent, PaymentProvider } from '@laundry/integrations';
import { AUTHORIZATION_EXPIRES_AFTER_MS } from '@laundry/pricing';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { findHoldByKey } from '../payments/authorizations';
import { settleAuthorization } from '../payments/ledger';
import { releaseFailedCheckout } from './releaseFailedCheckout';

/** How long a hold made before its order (POST /api/payment/intent) waits for that order. */
export const UNCLAIMED_HOLD_MINUTES = 60;

/**
 * How long a checkout's hold may be without its order before the sweep settles it. A checkout takes
 * seconds, and a provider call with its retries at most about 4 minutes (Stripe's client); a hold still
 * without its order after this was left by a process that stopped (docs/rules/money.md, Holds nobody took).
 */
export const OPEN_CHECKOUT_MINUTES = 10;

/** Rows looked at per step and sweep; a longer backlog is taken by the next sweeps. */
const SWEEP_BATCH = 100;

/** Where the sweep reports what it could not do (the server's log); it tries again next time. */
export interface SweepLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface SweepOutcome {
  /** Holds released. */
  released: number;
  /** Holds whose release, or whose look-up at the provider, failed: tried again by the next sweep. */
  failed: number;
  /** Holds found backing their order, whose row now says so. */
  attached: number;
  /** Rows of holds never made (the provider has none under their key), closed as failed. */
  closed: number;
}

/**
 * The holds nobody took (docs/rules/money.md, Holds nobody took), run by every app server at start and
 * every 10 minutes (safe on several at once: each hold is settled under the checkout's locks on it):
 *
 * 1. A hold's row still pending after OPEN_CHECKOUT_MINUTES: its process stopped between writing the row
 *    and settling it. The provider is asked for the intent made with the row's key: a hold backing an
 *    order is attached to it, one backing none is released, and a row with no hold behind it is closed.
 * 2. A hold recorded without an order and not released: after OPEN_CHECKOUT_MINUTES for a checkout's
 *    (its order failed and so did its release), after UNCLAIMED_HOLD_MINUTES for one made before its
 *    order (the legacy client sends its order straight after the hold, so an older one was abandoned).
 * 3. With a provider that keeps metadata (Stripe): uncaptured intents whose metadata names a checkout
 *    and which the ledger does not know at all (a hold made before holds were recorded first, or a
 *    database restored from an older backup): attached to the order on them, else released.
 *
 * Each release runs under the checkout's locks on the hold (`releaseFailedCheckout`): an order taking the
 * hold at that moment wins and keeps it, and a hold released here can back no order afterwards. Holds of
 * another provider than the one configured now are left alone.
 */
export async function releaseUnclaimedHolds(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  options: { log?: SweepLog } = {},
): Promise<SweepOutcome> {
  const outcome: SweepOutcome = { released: 0, failed: 0, attached: 0, closed: 0 };
  const log = options.log ?? { warn() {} };
  await settleOpenHolds(db, provider, now, outcome, log);
  await releaseHoldsWithoutOrder(db, provider, now, outcome, log);
  await reconcileProviderHolds(db, provider, now, outcome, log);
  return outcome;
}

type Hold = { intentId: string; amountCents: number; provider: string; idempotencyKey: string };

async function settle(
  db: Db,
  provider: PaymentProvider,
  request: { submissionKey: string; hold: Hold; reason: string },
  outcome: SweepOutcome,
  log: SweepLog,
): Promise<void> {
  const released = await releaseFailedCheckout(db, provider, {
    idempotencyKey: request.submissionKey,
    hold: request.hold,
    actorUserId: null,
    reason: request.reason,
  });
  if (released.order?.paymentIntentId === request.hold.intentId) outcome.attached += 1;
  else if (released.released) outcome.released += 1;
  else {
    outcome.failed += 1;
    log.warn(
      { err: released.error, intentId: request.hold.intentId, key: request.hold.idempotencyKey },
      'card hold sweep: the hold could not be released; the next sweep tries again',
    );
  }
}

/** Step 1: holds' rows left pending by a process that stopped. */
async function settleOpenHolds(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  outcome: SweepOutcome,
  log: SweepLog,
): Promise<void> {
  const rows = await db
    .select()
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.kind, 'authorization'),
        eq(paymentLedger.status, 'pending'),
        isNull(paymentLedger.orderId),
        eq(paymentLedger.provider, provider.name),
        lt(paymentLedger.createdAt, minutesBefore(now, OPEN_CHECKOUT_MINUTES)),
      ),
    )
    .orderBy(asc(paymentLedger.createdAt))
    .limit(SWEEP_BATCH);
  for (const row of rows) {
    let intent: ListedIntent | null;
    try {
      intent = await findHoldByKey(provider, row.idempotencyKey, row.createdAt);
    } catch (error) {
      outcome.failed += 1;
      log.warn({ err: error, key: row.idempotencyKey }, 'card hold sweep: the provider could not be asked');
      continue;
    }
    if (intent?.status === 'requires_capture') {
      const hold = { ...holdOf(row), intentId: intent.intentId, amountCents: intent.amountCents };
      const reason = 'the checkout stopped before its order';
      await settle(db, provider, { submissionKey: row.idempotencyKey, hold, reason }, outcome, log);
      continue;
    }
    // No hold under this key (the provider refused it or was never reached), or one not held any more.
    await settleAuthorization(db, row.idempotencyKey, {
      status: 'failed',
      failureMessage: intent ? `NoHold ${intent.status}` : 'NoHold',
    });
    outcome.closed += 1;
  }
}

const holdOf = (row: PaymentLedgerEntry): Hold => ({
  intentId: row.providerIntentId,
  amountCents: row.amountCents,
  provider: row.provider,
  idempotencyKey: row.idempotencyKey,
});

/** Step 2: holds recorded without an order and not released. */
async function releaseHoldsWithoutOrder(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  outcome: SweepOutcome,
  log: SweepLog,
): Promise<void> {
  const beforeOrder = sql`${paymentLedger.idempotencyKey} like 'intent-%'`;
  const rows = await db
    .select()
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.kind, 'authorization'),
        eq(paymentLedger.status, 'succeeded'),
        isNull(paymentLedger.orderId),
        eq(paymentLedger.provider, provider.name),
        or(
          and(beforeOrder, lt(paymentLedger.createdAt, minutesBefore(now, UNCLAIMED_HOLD_MINUTES))),
          and(
            sql`not ${beforeOrder}`,
            lt(paymentLedger.createdAt, minutesBefore(now, OPEN_CHECKOUT_MINUTES)),
          ),
        ),
        sql`not exists (select 1 from ${paymentLedger} as release where release.provider_intent_id = ${paymentLedger.providerIntentId} and release.kind = 'cancellation' and release.status = 'succeeded')`,
      ),
    )
    .orderBy(asc(paymentLedger.createdAt))
    .limit(SWEEP_BATCH);
  for (const row of rows) {
    const reason = row.idempotencyKey.startsWith('intent-')
      ? `no order took the hold within ${UNCLAIMED_HOLD_MINUTES} minutes`
      : 'the checkout made no order on the hold';
    // The hold's own key: no order has it, so only an order on this hold (its intent id) stops the release.
    await settle(
      db,
      provider,
      { submissionKey: row.idempotencyKey, hold: holdOf(row), reason },
      outcome,
      log,
    );
  }
}

/**
 * How far each provider's intents were reconciled by this process: the first sweep looks back over the 7
 * days a hold can live, later ones from where the last one ended.
 */
const reconciledUntil = new WeakMap<PaymentProvider, Date>();

/** Step 3: uncaptured intents of a checkout that the ledger does not know. */
async function reconcileProviderHolds(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  outcome: SweepOutcome,
  log: SweepLog,
): Promise<void> {
  const lifetimeStart = new Date(now.getTime() - AUTHORIZATION_EXPIRES_AFTER_MS);
  const last = reconciledUntil.get(provider);
  // A minute of overlap: the provider counts creation times in whole seconds.
  const createdAfter = last && last > lifetimeStart ? new Date(last.getTime() - 60_000) : lifetimeStart;
  const createdBefore = minutesBefore(now, OPEN_CHECKOUT_MINUTES);
  let settled = 0;
  let complete = true;
  try {
    let page: ListedIntent[] = [];
    const intents = provider.listIntents({ createdAfter, createdBefore });
    for await (const intent of intents) {
      if (intent.status !== 'requires_capture' || !intent.metadata.checkout) continue;
      page.push(intent);
      if (page.length < SWEEP_BATCH) continue;
      settled += await reconcile(db, provider, page, outcome, log);
      page = [];
      if (settled >= SWEEP_BATCH) {
        complete = false;
        break;
      }
    }
    if (complete) settled += await reconcile(db, provider, page, outcome, log);
  } catch (error) {
    complete = false;
    outcome.failed += 1;
    log.warn({ err: error }, 'card hold sweep: the provider could not list its holds');
  }
  if (complete) reconciledUntil.set(provider, createdBefore);
}

/** Settles the intents of one page that the ledger knows neither by intent id nor by key. */
async function reconcile(
  db: Db,
  provider: PaymentProvider,
  intents: ListedIntent[],
  outcome: SweepOutcome,
  log: SweepLog,
): Promise<number> {
  if (intents.length === 0) return 0;
  const keys = intents.map((i) => i.holdKey).filter((key): key is string => key !== null);
  const known = await db
    .select({ intentId: paymentLedger.providerIntentId, key: paymentLedger.idempotencyKey })
    .from(paymentLedger)
    .where(
      or(
        inArray(
          paymentLedger.providerIntentId,
          intents.map((i) => i.intentId),
        ),
        keys.length > 0 ? inArray(paymentLedger.idempotencyKey, keys) : undefined,
      ),
    );
  const knownIds = new Set(known.map((row) => row.intentId));
  const knownKeys = new Set(known.map((row) => row.key));
  let settled = 0;
  for (const intent of intents) {
    if (knownIds.has(intent.intentId) || (intent.holdKey && knownKeys.has(intent.holdKey))) continue;
    const hold = {
      intentId: intent.intentId,
      amountCents: intent.amountCents,
      provider: provider.name,
      idempotencyKey: intent.holdKey ?? `reconciled-${intent.intentId}-authorization`,
    };
    const reason = 'a hold the ledger did not know';
    await settle(db, provider, { submissionKey: intent.metadata.checkout!, hold, reason }, outcome, log);
    settled += 1;
  }
  return settled;
}

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);
