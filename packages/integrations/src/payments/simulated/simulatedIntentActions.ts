import {
  type Db,
  type SimulatedPaymentIntent,
  simulatedPaymentIntents,
  simulatedPaymentOperations,
} from '@laundry/db';
import { eq, sql } from 'drizzle-orm';
import type { CaptureResult, PaymentIntentState, RefundResult } from '../provider';
import {
  checkCancel,
  checkCapture,
  checkRefund,
  idempotencyMismatch,
  intentState,
  noSuchIntent,
} from './simulatedRules';

type Kind = 'capture' | 'cancel' | 'refund';
type Operation = typeof simulatedPaymentOperations.$inferSelect;

export const simulatedId = (prefix: string) => `${prefix}_sim_${crypto.randomUUID().replaceAll('-', '')}`;

/**
 * Runs one money move on an intent under a row lock, so two app servers (or a retry
 * racing the original) cannot both capture or both refund. An idempotency key already
 * used for this move returns the earlier result instead of acting twice.
 */
async function moveMoney<T>(
  db: Db,
  request: { intentId: string; kind: Kind; amountCents: number; idempotencyKey: string },
  act: (tx: Db, intent: SimulatedPaymentIntent) => Promise<Operation>,
  result: (intent: SimulatedPaymentIntent, operation: Operation) => T,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, request.intentId))
      .for('update');
    if (!intent) throw noSuchIntent(request.intentId);
    const [earlier] = await tx
      .select()
      .from(simulatedPaymentOperations)
      .where(eq(simulatedPaymentOperations.idempotencyKey, request.idempotencyKey));
    if (earlier) {
      const same =
        earlier.intentId === intent.id &&
        earlier.kind === request.kind &&
        earlier.amountCents === request.amountCents;
      if (!same) throw idempotencyMismatch();
      return result(intent, earlier);
    }
    const operation = await act(tx, intent);
    const [updated] = await tx
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intent.id));
    return result(updated!, operation);
  });
}

async function record(
  tx: Db,
  intentId: string,
  kind: Kind,
  amountCents: number,
  idempotencyKey: string,
  prefix: string,
) {
  const [operation] = await tx
    .insert(simulatedPaymentOperations)
    .values({ id: simulatedId(prefix), intentId, kind, amountCents, idempotencyKey })
    .returning();
  return operation!;
}

export function simulatedIntentActions(db: Db, now: () => Date) {
  return {
    capture({
      intentId,
      amountCents,
      idempotencyKey,
    }: {
      intentId: string;
      amountCents: number;
      idempotencyKey: string;
    }): Promise<CaptureResult> {
      return moveMoney(
        db,
        { intentId, kind: 'capture', amountCents, idempotencyKey },
        async (tx, intent) => {
          checkCapture(intent, amountCents, now());
          await tx
            .update(simulatedPaymentIntents)
            .set({ status: 'succeeded', capturedCents: amountCents })
            .where(eq(simulatedPaymentIntents.id, intent.id));
          return record(tx, intent.id, 'capture', amountCents, idempotencyKey, 'ch');
        },
        (intent) => ({ intentId: intent.id, ...intentState(intent, now()) }),
      );
    },

    cancel({
      intentId,
      idempotencyKey,
    }: {
      intentId: string;
      idempotencyKey: string;
    }): Promise<PaymentIntentState> {
      return moveMoney(
        db,
        { intentId, kind: 'cancel', amountCents: 0, idempotencyKey },
        async (tx, intent) => {
          checkCancel(intent, now());
          await tx
            .update(simulatedPaymentIntents)
            .set({ status: 'canceled' })
            .where(eq(simulatedPaymentIntents.id, intent.id));
          return record(tx, intent.id, 'cancel', 0, idempotencyKey, 'cn');
        },
        (intent) => intentState(intent, now()),
      );
    },

    refund({
      intentId,
      amountCents,
      idempotencyKey,
    }: {
      intentId: string;
      amountCents: number;
      idempotencyKey: string;
    }): Promise<RefundResult> {
      return moveMoney(
        db,
        { intentId, kind: 'refund', amountCents, idempotencyKey },
        async (tx, intent) => {
          checkRefund(intent, amountCents, now());
          await tx
            .update(simulatedPaymentIntents)
            .set({ refundedCents: sql`${simulatedPaymentIntents.refundedCents} + ${amountCents}` })
            .where(eq(simulatedPaymentIntents.id, intent.id));
          return record(tx, intent.id, 'refund', amountCents, idempotencyKey, 're');
        },
        (intent, operation) => ({
          refundId: operation.id,
          intentId: intent.id,
          amountCents: operation.amountCents,
        }),
      );
    },
  };
}
