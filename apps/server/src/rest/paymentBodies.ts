import { randomUUID } from 'node:crypto';
import type { Actor } from '@laundry/api';
import { AppError, resolveOrderRef } from '@laundry/api';
import type { Db } from '@laundry/db';
import { chargeCentsSchema, dollarAmountCents } from '@laundry/validators/orderMoney';
import { AMOUNT_INVALID_MESSAGE } from '@laundry/validators/pricing';
import { cleanLine, cleanMultiline, cleanToken } from '@laundry/validators/text';
import { z } from 'zod';
import { parseInput } from './http';

/**
 * The request bodies of the money paths of docs/rules/rest-compatibility.md (docs/decisions/0014-server-rest-compatibility.md,
 * Money paths): `amountToCharge` and `amountAuthorized` in integer cents, as the specification marks them;
 * the refund's `amount` in dollars with up to 2 decimals, like the staff form it comes from.
 */

const text = z
  .string()
  .max(2000)
  .refine(...cleanMultiline)
  .optional();
const orderRef = z.union([cleanToken(64).trim(), z.int().positive()]).optional();

export const moneyBody = z
  .object({
    orderId: orderRef,
    _id: cleanToken(64).trim().optional(),
    paymentIntentId: z
      .string()
      .trim()
      .max(255)
      .refine(...cleanLine)
      .optional(),
    amountToCharge: z.unknown().optional(),
    amount: z.unknown().optional(),
    amountAuthorized: z.unknown().optional(),
    description: text,
    notes: text,
    idempotencyKey: cleanToken(255).trim().min(1).optional(),
  })
  .loose();
export type MoneyBody = z.infer<typeof moneyBody>;

export function parseMoneyBody(raw: unknown): MoneyBody {
  return parseInput(moneyBody, raw ?? {});
}

/** Whole cents, as a number or a string of digits; anything else (decimals, signs, text) is refused. */
export function centsField(value: unknown): number {
  const cents =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(cents)) throw new AppError('BAD_INPUT', AMOUNT_INVALID_MESSAGE);
  return parseInput(chargeCentsSchema, cents);
}

/** Dollars with up to 2 decimals ("12.50", 12.5), as cents; "12.345", negatives and text are refused. */
export function dollarsField(value: unknown): number {
  const cents = dollarAmountCents(value);
  if (cents === null) throw new AppError('BAD_INPUT', AMOUNT_INVALID_MESSAGE);
  return parseInput(chargeCentsSchema, cents);
}

/**
 * The order a money path names: its id (`orderId` or `_id`), or its order number as the legacy answers show it
 * (`orderId: 10001`), resolved as every order path resolves one (services/orders/orderRef.ts: a guest names
 * orders by id only). Whether the caller may see it is the caller's next step.
 */
export function orderIdOf(db: Db, body: MoneyBody, actor: Actor): Promise<string> {
  return resolveOrderRef(db, body.orderId ?? body._id, actor);
}

/**
 * The submission's key: the client's key of this session (the body's `idempotencyKey` or the `Idempotency-Key`
 * header, `idempotencyHeader`); without one every call is a new submission (the server cannot tell a retry from
 * a second refund).
 */
export function submissionKey(clientKey: string | undefined): string {
  return clientKey ?? randomUUID();
}
