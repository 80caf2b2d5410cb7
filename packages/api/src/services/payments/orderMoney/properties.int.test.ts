import { orderEvents, orders, paymentLedger, simulatedPaymentIntents } from '@laundry/db';
import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { TRPCError } from '@trpc/server';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, WASH_FOLD_HOLD_CENTS } from '../../../testing/drafts';
import {
  customer,
  money,
  orderRow,
  type Person,
  placeHeldOrder,
  staff,
  testCard,
} from '../../../testing/money';
import { markExpiredAuthorizations } from './expiry';

/**
 * docs/rules/money.md, The ledger (invariants): random sequences of money actions on one order, each compared with a
 * small model of the rules, and after every sequence the invariants checked against the order, the
 * ledger, the timeline and the provider: captured <= authorized, refunded <= captured, one capture per
 * hold, nothing captured on a canceled order, every replaced or canceled hold released, the ledger
 * consistent with the order's columns.
 */

let database: Database;
let admin: Person;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  admin = await staff(database.db);
});
afterAll(() => database.close());

type Op =
  | { kind: 'charge'; amountCents: number }
  | { kind: 'refund'; amountCents: number }
  | { kind: 'cancel'; by: 'staff' | 'owner' }
  | { kind: 'reauthorize' }
  | { kind: 'ageHold' }
  | { kind: 'expiryJob' }
  | { kind: 'replayLast' };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      amountCents: fc.integer({ min: 1, max: 12_000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      amountCents: fc.integer({ min: 1, max: 8_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      by: fc.constantFrom('staff' as const, 'owner' as const),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'reauthorize' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'ageHold' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expiryJob' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'replayLast' as const }) },
);

interface Model {
  status: string;
  authorized: number;
  captured: number;
  refunded: number;
  reauthStatus: string | null;
  reauthAmount: number | null;
  holdOld: boolean;
}

type Outcome = string; // 'ok' or the tRPC error code

/** The rules of docs/rules/money.md, as the model expects them to answer. */
function expected(model: Model, op: Op): { outcome: Outcome; next: Model } {
  const next = { ...model };
  const settled = ['Payment Processed', 'Refund Processed'].includes(model.status) || model.captured > 0;
  switch (op.kind) {
    case 'charge': {
      if (model.status === 'Canceled' || settled) return { outcome: 'CONFLICT', next };
      if (model.holdOld || model.reauthStatus === 'Expired' || op.amountCents > model.authorized) {
        // No card can be asked to hold under $0.50 (docs/decisions/0043-payments-order-money.md).
        if (op.amountCents < 50) return { outcome: 'BAD_REQUEST', next };
        Object.assign(next, {
          status: 'Awaiting Authorization',
          reauthStatus: 'Waiting',
          reauthAmount: op.amountCents,
        });
      } else {
        const open = model.reauthStatus === 'Waiting' || model.reauthStatus === 'Expired';
        Object.assign(next, {
          status: 'Payment Processed',
          captured: op.amountCents,
          reauthStatus: open ? null : model.reauthStatus,
        });
      }
      return { outcome: 'ok', next };
    }
    case 'refund':
      if (op.amountCents > model.captured - model.refunded) return { outcome: 'BAD_REQUEST', next };
      Object.assign(next, { status: 'Refund Processed', refunded: model.refunded + op.amountCents });
      return { outcome: 'ok', next };
    case 'cancel': {
      if (model.status === 'Canceled') return { outcome: 'ok', next };
      const allowed = op.by === 'owner' ? model.status === 'New' : !settled && model.status !== 'Completed';
      if (!allowed || model.captured > 0) return { outcome: 'CONFLICT', next };
      Object.assign(next, {
        status: 'Canceled',
        reauthStatus: model.reauthStatus === 'Waiting' ? null : model.reauthStatus,
      });
      return { outcome: 'ok', next };
    }
    case 'reauthorize':
      if (model.reauthStatus !== 'Waiting' || model.status === 'Canceled')
        return { outcome: 'CONFLICT', next };
      Object.assign(next, {
        status: 'Reauthorized',
        reauthStatus: 'Complete',
        authorized: model.reauthAmount,
        holdOld: false,
      });
      return { outcome: 'ok', next };
    case 'ageHold':
      next.holdOld = true;
      return { outcome: 'ok', next };
    case 'expiryJob':
      if (
        model.holdOld &&
        model.captured === 0 &&
        !['Canceled', 'Payment Processed', 'Refund Processed'].includes(model.status) &&
        (model.reauthStatus === null || model.reauthStatus === 'Complete')
      ) {
        next.reauthStatus = 'Expired';
      }
      return { outcome: 'ok', next };
    case 'replayLast':
      return { outcome: 'ok', next };
  }
}

const outcomeOf = async (action: () => Promise<unknown>): Promise<Outcome> => {
  try {
    await action();
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
};

async function checkInvariants(orderId: string) {
  const order = await orderRow(database.db, orderId);
  const ledger = await database.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId));
  const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const succeeded = (kind: string) => ledger.filter((row) => row.kind === kind && row.status === 'succeeded');
  const sum = (rows: { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);

  expect(ledger.filter((row) => row.status === 'pending')).toEqual([]);
  // One capture per hold, of at most what that hold authorized; none on a canceled order.
  const captures = succeeded('capture');
  expect(captures.length).toBeLessThanOrEqual(1);
  const holds = [...succeeded('authorization'), ...succeeded('reauthorization')];
  for (const capture of captures) {
    const hold = holds.find((row) => row.providerIntentId === capture.providerIntentId);
    expect(capture.amountCents).toBeLessThanOrEqual(hold!.amountCents);
  }
  expect(order.capturedCents).toBeLessThanOrEqual(order.amountAuthorizedCents);
  expect(order.refundedCents).toBeLessThanOrEqual(order.capturedCents);
  if (order.status === 'Canceled') expect(order.capturedCents).toBe(0);
  // The ledger says what the order says.
  expect(sum(captures)).toBe(order.capturedCents);
  expect(sum(succeeded('refund'))).toBe(order.refundedCents);
  expect(holds.at(-1)?.providerIntentId ?? order.paymentIntentId).toBeDefined();
  // The provider says it too: the current hold's capture and refunds; every other hold released.
  const intents = await database.db
    .select()
    .from(simulatedPaymentIntents)
    .where(
      inArray(
        simulatedPaymentIntents.id,
        holds.map((row) => row.providerIntentId),
      ),
    );
  for (const intent of intents) {
    if (intent.id === order.paymentIntentId) {
      expect([intent.capturedCents, intent.refundedCents]).toEqual([
        order.capturedCents,
        order.refundedCents,
      ]);
      expect(intent.status).toBe(
        order.capturedCents > 0 ? 'succeeded' : order.status === 'Canceled' ? 'canceled' : 'requires_capture',
      );
    } else {
      expect([intent.status, intent.capturedCents]).toEqual(['canceled', 0]);
    }
  }
  // Every change of the order is one event and one row version.
  expect(order.version).toBe(events.length);
}

describe('money actions on one order, in any order (fast-check)', () => {
  it('keep the invariants and answer as the rules say', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 8 }), async (ops) => {
        const owner = await customer(database.db);
        const { orderId } = await placeHeldOrder(database.db, owner);
        let model: Model = {
          status: 'New',
          authorized: WASH_FOLD_HOLD_CENTS,
          captured: 0,
          refunded: 0,
          reauthStatus: null,
          reauthAmount: null,
          holdOld: false,
        };
        let last: { kind: 'charge' | 'refund'; amountCents: number; idempotencyKey: string } | null = null;
        for (const op of ops) {
          const { outcome: wanted, next } = expected(model, op);
          let outcome: Outcome;
          switch (op.kind) {
            case 'charge':
            case 'refund': {
              const request = { orderId, amountCents: op.amountCents, idempotencyKey: crypto.randomUUID() };
              outcome = await outcomeOf(() => money(database.db, admin)[op.kind](request));
              last = outcome === 'ok' ? { kind: op.kind, ...request } : last;
              break;
            }
            case 'replayLast': {
              const replay = last;
              outcome = replay
                ? await outcomeOf(() => money(database.db, admin)[replay.kind]({ orderId, ...replay }))
                : 'ok';
              break;
            }
            case 'cancel':
              outcome = await outcomeOf(() =>
                money(database.db, op.by === 'owner' ? owner : admin).cancel({ orderId }),
              );
              break;
            case 'reauthorize': {
              const paymentMethodId = await testCard(database.db, owner);
              outcome = await outcomeOf(() =>
                money(database.db, owner).reauthorize({
                  orderId,
                  paymentMethodId,
                  idempotencyKey: crypto.randomUUID(),
                }),
              );
              break;
            }
            case 'ageHold':
              await database.db
                .update(orders)
                .set({ authorizedAt: new Date(TEST_NOW.getTime() - 8 * 86_400_000) })
                .where(eq(orders.id, orderId));
              outcome = 'ok';
              break;
            case 'expiryJob':
              await markExpiredAuthorizations(database.db, TEST_NOW);
              outcome = 'ok';
              break;
          }
          expect({ op, outcome }).toEqual({ op, outcome: wanted });
          model = next;
          const order = await orderRow(database.db, orderId);
          expect({
            status: order.status,
            authorized: order.amountAuthorizedCents,
            captured: order.capturedCents,
            refunded: order.refundedCents,
            reauthStatus: order.reauthStatus,
            reauthAmount: order.reauthAmountCents,
          }).toEqual({ ...model, holdOld: undefined, reauthAmount: model.reauthAmount });
        }
        await checkInvariants(orderId);
      }),
      { numRuns: process.env.TEST_DB_DRIVER === 'pg' ? 40 : 20 },
    );
  }, 600_000);
});
