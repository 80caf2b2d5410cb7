import type { Db, Order, PaymentLedgerEntry } from '@laundry/db';
import type { PaymentIntentState, PaymentProvider } from '@laundry/integrations';
import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import { AppError } from '../../../errors';
import { lockOrder, retryingTransaction } from '../../orders/transactions';
import { findHoldByKey, markReleased } from '../authorizations';
import { failureText, isFinalRefusal, withCause } from '../errors';
import { applyCapture, applyRefund, markHoldGone } from './effects';
import { releaseKeyFor } from './keys';
import {
  isStale,
  ledgerRowByKey,
  operationInFlight,
  pendingOperations,
  recordOperation,
  reopenOperation,
  settleOperation,
} from './operations';
import { type EventActor, eventActorById } from './orderRecords';

/**
 * A capture or a refund on an order, in the checkout's discipline (docs/decisions/0015-orders-checkout.md):
 * never a provider call inside a database transaction, and never a provider call that is not recorded
 * first. Three steps, which each action (charge.ts, refund.ts) takes in its own words:
 * 1. under the order's lock: a repeat of an answered request answered again (`earlierMove`), another action in flight
 *    on the same hold refused (`requireNoOtherMove`: two staff pressing Capture at once capture once), the action's
 *    own rules, then the ledger row written 'pending' (`recordMove`);
 * 2. the provider call, with the row's idempotency key, and
 * 3. under the order's lock again: the row settled, and with it the order's columns, its event, its row
 *    version and the customer's e-mail, in one transaction (`finishMove`, both).
 */
type MoveKind = 'capture' | 'refund';

/** What one capture or refund asks for. */
export interface Move {
  kind: MoveKind;
  orderId: string;
  amountCents: number;
  notes: string | null;
  /** The provider's idempotency key and the ledger row's (./keys.ts). */
  key: string;
  actor: EventActor;
  now: Date;
}

const moveFailureMessage = (kind: MoveKind) =>
  kind === 'capture' ? ORDER_MONEY_MESSAGES.capture : ORDER_MONEY_MESSAGES.refund;

/**
 * Step 1, under the order's lock: this request's own ledger row, when an earlier submission wrote it. One key names one
 * request (Stripe refuses a key reused with other parameters, and so do we): the same key with another amount, kind or
 * order is refused.
 */
export async function earlierMove(tx: Db, move: Move): Promise<PaymentLedgerEntry | null> {
  const own = await ledgerRowByKey(tx, move.key);
  const same =
    own && own.orderId === move.orderId && own.kind === move.kind && own.amountCents === move.amountCents;
  if (own && !same) throw new AppError('CONFLICT', moveFailureMessage(move.kind));
  return own ?? null;
}

/** Step 1: another capture, refund or new hold on the order still waiting for its answer refuses this one. */
export async function requireNoOtherMove(tx: Db, move: Move): Promise<void> {
  if (await operationInFlight(tx, move.orderId, move.key)) {
    throw new AppError('CONFLICT', moveFailureMessage(move.kind));
  }
}

/** Step 1's end: the ledger row written 'pending' (or the earlier submission's reopened), ready for the provider call. */
export async function recordMove(
  tx: Db,
  order: Order,
  move: Move,
  earlier: PaymentLedgerEntry | null,
  providerName: string,
): Promise<PaymentLedgerEntry> {
  if (earlier) {
    await reopenOperation(tx, move.key);
  } else {
    await recordOperation(tx, {
      orderId: order.id,
      kind: move.kind,
      amountCents: move.amountCents,
      provider: providerName,
      providerIntentId: order.paymentIntentId ?? '',
      idempotencyKey: move.key,
      createdByUserId: move.actor.userId,
      notes: move.notes,
      createdAt: move.now,
    });
  }
  return (await ledgerRowByKey(tx, move.key))!;
}

/**
 * Finishes this order's actions that were left pending for longer than STALE_OPERATION_MS (their process
 * died or their answer was lost), before a new action on the order is considered.
 */
export async function finishStaleOperations(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  options: FinishOptions & { now: Date },
): Promise<void> {
  const stale = (await pendingOperations(db, orderId)).filter((row) => isStale(row, options.now));
  for (const row of stale) await finishOperation(db, provider, row, options).catch(() => undefined);
}

type CallOutcome =
  | { kind: 'done'; amountCents: number; objectId: string | null }
  | { kind: 'refused'; error: unknown }
  | { kind: 'unknown'; error: unknown };

async function callProvider(provider: PaymentProvider, row: PaymentLedgerEntry): Promise<CallOutcome> {
  const request = {
    intentId: row.providerIntentId,
    amountCents: row.amountCents,
    idempotencyKey: row.idempotencyKey,
  };
  try {
    if (row.kind === 'capture') {
      const captured = await provider.capture(request);
      return { kind: 'done', amountCents: captured.capturedCents, objectId: null };
    }
    const refund = await provider.refund(request);
    return { kind: 'done', amountCents: refund.amountCents, objectId: refund.refundId };
  } catch (error) {
    return isFinalRefusal(error) ? { kind: 'refused', error } : { kind: 'unknown', error };
  }
}

export interface FinishOptions {
  publicUrl: string;
  source: 'request' | 'webhook' | 'job';
  /** The requester; when finishing someone else's action, the ledger row's user. */
  actor?: EventActor;
}

/** Steps 2 and 3 of a capture or refund whose row is pending (./operations.ts). */
export async function finishMove(
  db: Db,
  provider: PaymentProvider,
  row: PaymentLedgerEntry,
  options: FinishOptions,
): Promise<Order> {
  const kind = row.kind as MoveKind;
  const outcome = await callProvider(provider, row);
  // A refused capture may have been made already (an earlier call whose answer was lost) or be impossible
  // because the hold is gone: the provider's state tells which.
  const state: PaymentIntentState | null =
    outcome.kind === 'refused' && kind === 'capture'
      ? await provider.retrieve(row.providerIntentId).catch(() => null)
      : null;
  const failure = (
    code: 'PAYMENT_FAILED' | 'UNAVAILABLE' | 'CONFLICT',
    message: string = moveFailureMessage(kind),
  ) => withCause(new AppError(code, message), 'error' in outcome ? outcome.error : null);

  const result = await retryingTransaction(db, async (tx) => {
    const order = await lockOrder(tx, row.orderId!);
    const current = await ledgerRowByKey(tx, row.idempotencyKey);
    if (current?.status === 'succeeded') return { order };
    if (current?.status !== 'pending') return { order, error: failure('PAYMENT_FAILED') };
    const actor = options.actor ?? (await eventActorById(tx, row.createdByUserId));
    const effect = { notes: row.notes, actor, source: options.source, publicUrl: options.publicUrl };
    const apply = kind === 'capture' ? applyCapture : applyRefund;

    if (outcome.kind === 'done') {
      await settleOperation(tx, row.idempotencyKey, {
        status: 'succeeded',
        amountCents: outcome.amountCents,
        providerObjectId: outcome.objectId,
      });
      return { order: await apply(tx, order, { ...effect, amountCents: outcome.amountCents }) };
    }
    if (outcome.kind === 'unknown') return { order, error: failure('UNAVAILABLE') };

    if (state?.status === 'succeeded' && state.capturedCents > 0 && order.capturedCents === 0) {
      // The provider's figure stands: this hold was captured by an earlier try of this action.
      await settleOperation(tx, row.idempotencyKey, {
        status: 'succeeded',
        amountCents: state.capturedCents,
      });
      return { order: await apply(tx, order, { ...effect, amountCents: state.capturedCents }) };
    }
    await settleOperation(tx, row.idempotencyKey, {
      status: 'failed',
      failureMessage: failureText(outcome.error),
    });
    if (state?.status === 'canceled') {
      const updated = await markHoldGone(tx, order, actor, { source: options.source });
      return { order: updated, error: failure('CONFLICT', ORDER_MONEY_MESSAGES.authorizationExpired) };
    }
    return { order, error: failure('PAYMENT_FAILED') };
  });
  if (result.error) throw result.error;
  return result.order;
}

/**
 * Finishes an action whose answer was lost (its row still pending): a capture or refund is asked of the
 * provider again with its own key, which repeats the first call's effect or makes it now; a release is
 * asked again the same way; a new hold for a reauthorization cannot be asked again without the customer's
 * card, so it is closed as failed (a hold made by it lapses at the provider after 7 days).
 */
export async function finishOperation(
  db: Db,
  provider: PaymentProvider,
  row: PaymentLedgerEntry,
  options: FinishOptions,
): Promise<void> {
  if (row.kind === 'capture' || row.kind === 'refund') {
    await finishMove(db, provider, row, options).catch(() => undefined);
    return;
  }
  if (row.kind === 'cancellation') {
    await markReleased(db, provider, row.providerIntentId, row.idempotencyKey);
    return;
  }
  // A new hold cannot be asked again without the customer's card: the attempt is closed as failed, and a
  // hold it made, found at the provider by its key, is released (docs/rules/money.md, Holds nobody took).
  const hold = await findHoldByKey(provider, row.idempotencyKey, row.createdAt).catch(() => null);
  const live = hold?.status === 'requires_capture' ? hold : null;
  const release = await retryingTransaction(db, async (tx) => {
    const order = row.orderId ? await lockOrder(tx, row.orderId) : null;
    const closed = await settleOperation(tx, row.idempotencyKey, {
      status: 'failed',
      failureMessage: 'No answer was recorded for this authorization; the customer authorizes again.',
      ...(hold ? { providerIntentId: hold.intentId } : {}),
    });
    if (!closed || !order || !live || order.paymentIntentId === live.intentId) return null;
    const key = releaseKeyFor(order.id, live.intentId);
    await recordOperation(tx, {
      orderId: order.id,
      kind: 'cancellation',
      amountCents: live.amountCents,
      provider: provider.name,
      providerIntentId: live.intentId,
      idempotencyKey: key,
      createdByUserId: null,
      notes: 'A new authorization whose answer was lost',
      createdAt: new Date(),
    });
    return { intentId: live.intentId, key };
  });
  if (release) await markReleased(db, provider, release.intentId, release.key);
}
