import type { Db } from '@laundry/db';
import type { PlaceOrderInputRaw } from '@laundry/validators/checkout';
import type { OrderDraft } from '@laundry/validators/order';
import type { Region } from '@laundry/validators/settings';
import { DateTime } from 'luxon';
import type { Context } from '../context';
import type { CardHold } from '../services/payments/authorizations';
import { holdForCheckout } from '../services/payments/heldIntents';
import { createTestPaymentMethod } from '../services/payments/savedCards';
import { loadRegionPricing } from '../services/settings/regionPricing';

/**
 * Orders for tests and the benchmark. The clock is fixed on Tuesday 1 December 2026, 9am in New York:
 * a pick-up on Wednesday at noon and a delivery on Thursday at 2pm are offered for wash and fold.
 */
export const TEST_NOW = new Date('2026-12-01T14:00:00Z');
export const testClock = () => TEST_NOW;

/** spec: 4242 4242 4242 4242 succeeds, ...0002 is declined, ...9995 has insufficient funds. */
export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export async function firstProductId(db: Db, region: Region = 'ny'): Promise<string> {
  const pricing = await loadRegionPricing(db, region);
  return pricing.priceLists.products[0]!.id;
}

/**
 * 25 lbs of wash and fold with one $3 product and a $5 tip, in Manhattan (10001): $29 + 5 lbs x $1.45
 * truncated to $36, + $3 + $5 = $44.00 quoted, $66.00 held.
 */
export function washFoldDraft(productId: string, overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    address: {
      address: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      email: 'ana@example.test',
      firstName: 'Ana',
      phone: '(212) 555-0199',
    },
    washFold: { weightLbs: 25, productIds: [productId] },
    schedule: {
      pickUpDate: '2026-12-02',
      pickUpHour: 12,
      deliveryDate: '2026-12-03',
      deliveryHour: 14,
      deliveryDate2: null,
      deliveryHour2: null,
      multipleDeliveries: false,
    },
    isExpressDelivery: false,
    gratuityCents: 500,
    instructions: '',
    ...overrides,
  };
}

/**
 * A wash and fold schedule that checkout accepts at `now` (for callers on the real clock): pick-up at
 * noon on the first Monday to Thursday at least two days ahead, delivery the next day at 2pm.
 */
export function scheduleAfter(now: Date): OrderDraft['schedule'] {
  let pickUp = DateTime.fromJSDate(now, { zone: 'America/New_York' }).startOf('day').plus({ days: 2 });
  while (pickUp.weekday > 4) pickUp = pickUp.plus({ days: 1 });
  return {
    pickUpDate: pickUp.toISODate()!,
    pickUpHour: 12,
    deliveryDate: pickUp.plus({ days: 1 }).toISODate()!,
    deliveryHour: 14,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  };
}

export const WASH_FOLD_QUOTE_CENTS = 44_00;
export const WASH_FOLD_HOLD_CENTS = 66_00;

export function withEmail(draft: OrderDraft, email: string): OrderDraft {
  return { ...draft, address: { ...draft.address, email } };
}

export function placeOrderInput(
  order: OrderDraft,
  paymentMethodId: string,
  overrides: Partial<PlaceOrderInputRaw> = {},
): PlaceOrderInputRaw {
  return {
    order,
    paymentMethodId,
    saveCard: false,
    sms: false,
    clientQuoteTotalCents: WASH_FOLD_QUOTE_CENTS,
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

/**
 * A hold made before its order, as POST /api/payment/intent makes it (the legacy two-step checkout), on
 * a new 4242 test card of the context's actor.
 */
export async function testHoldBeforeOrder(
  ctx: Context,
  hold: { amountCents: number; receiptEmail: string },
): Promise<CardHold> {
  const method = await createTestPaymentMethod(ctx, {
    number: TEST_CARDS.visa,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
    saveToAccount: false,
  });
  return holdForCheckout(ctx, {
    ...hold,
    paymentMethodId: method.id,
    description: 'test hold before its order',
    idempotencyKey: crypto.randomUUID(),
  });
}
