import type { Db, Order, PaymentLedgerEntry } from '@laundry/db';
import type { PaymentIntentState, PaymentProvider } from '@laundry/integrations/payments/provider';
import { ORDER_MONEY_MESSAGES } from '@laundry/validators/orderMoney';
import { AppError } from '../../../errors';
import { lockOrder } from '../../orders/orderChange';
import { retryingTransaction } from '../../orders/transactions';
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
 * first. Three steps:
 * 1. under the order's lock: the rules, then the ledger row written 'pending' (another action in flight
 *    on the same hold is refused, so two staff pressing Capture at once capture once);
 * 2. the provider call, with the row's idempotency key;
 * 3. under the order's lock again: the row settled, and with it the order's columns, its event, its row
 *    version and the customer's e-mail, in one transaction.
 */
export type MoveKind = 'capture' | 'refund';

export interface MoveRequest {
  kind: MoveKind;
  orderId: string;
  amountCents: number;
  notes: string | null;
  /** The provider's idempotency key and the ledger row's (./keys.ts). */
  key: string;
  actor: EventActor;
  now: Date;
  publicUrl: string;
  providerName: string;
  /** The money rules for this order, under its lock; throws the AppError the user sees. */
  check(order: Order): void;
  /** Under the same lock, after `check`: an answer instead of the move, or null to go on with it. */
  divert?(tx: Db, order: Order): Promise<Order | null>;
  /** Whether this submission was already answered by `divert` (it is answered so again, unchecked). */
  divertedBefore?(tx: Db, order: Order): Promise<boolean>;
}

export const moveFailureMessage = (kind: MoveKind) =>
  kind === 'capture' ? ORDER_MONEY_MESSAGES.capture : ORDER_MONEY_MESSAGES.refund;

type Start =
  | { step: 'replay'; order: Order }
  | { step: 'diverted'; order: Order }
  | { step: 'call'; row: PaymentLedgerEntry }
  | { step: 'blocked'; row: PaymentLedgerEntry };

const sameRequest = (row: PaymentLedgerEntry, request: MoveRequest) =>
  row.orderId === request.orderId && row.kind === request.kind && row.amountCents === request.amountCents;

function startMove(db: Db, request: MoveRequest): Promise<Start> {
  return retryingTransaction(db, async (tx) => {
    const order = await lockOrder(tx, request.orderId);
    const own = await ledgerRowByKey(tx, request.key);
    // One key names one request (Stripe refuses a key reused with other parameters, and so do we).
    if (own && !sameRequest(own, request)) {
      throw new AppError('CONFLICT', moveFailureMessage(request.kind));
    }
    if (own?.status === 'succeeded') return { step: 'replay', order };
    if (!own && (await request.divertedBefore?.(tx, order))) return { step: 'diverted', order };
    const other = await operationInFlight(tx, order.id, request.key);
    if (other) return { step: 'blocked', row: other };
    request.check(order);
    const diverted = request.divert ? await request.divert(tx, order) : null;
    if (diverted) return { step: 'diverted', order: diverted };
    if (own) {
      await reopenOperation(tx, request.key);
    } else {
      await recordOperation(tx, {
        orderId: order.id,
        kind: request.kind,
        amountCents: request.amountCents,
        provider: request.providerName,
        providerIntentId: order.paymentIntentId ?? '',
        idempotencyKey: request.key,
        createdByUserId: request.actor.userId,
        notes: request.notes,
        createdAt: request.now,
      });
    }
    return { step: 'call', row: (await ledgerRowByKey(tx, request.key))! };
  });
}

/**
 * Runs a capture or refund to its end and answers the order as it then is. A repeated request (same key)
 * answers the first one's order; `divert` may answer instead of the move (a charge above the hold asks the
 * customer for a new authorization), in the same transaction under the order's lock.
 */
export async function runMove(
  db: Db,
  provider: PaymentProvider,
  request: MoveRequest,
): Promise<{ order: Order; diverted: boolean }> {
  const start = await startMove(db, request);
  if (start.step === 'blocked') throw new AppError('CONFLICT', moveFailureMessage(request.kind));
  if (start.step === 'replay') return { order: start.order, diverted: false };
  if (start.step === 'diverted') return { order: start.order, diverted: true };
  const order = await finishMove(db, provider, start.row, {
    publicUrl: request.publicUrl,
    source: 'request',
    actor: request.actor,
  });
  return { order, diverted: false };
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
