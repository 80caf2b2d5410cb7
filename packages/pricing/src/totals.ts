import type { RegionalSettings } from '@laundry/validators/settings';
import type { ServiceLine } from './quotes/serviceLines';
import { minimumDeliveryCents, type ServiceKey } from './services';

/** docs/rules/pricing.md, Surcharges: $2 per unit of dry clean and of wash and press. */
export const SAME_DAY_SURCHARGE_PER_UNIT_CENTS = 200;

/**
 * Same-day surcharge for dry clean or wash and press (docs/rules/pricing.md, Surcharges)
 *: $2 per unit when the service is delivered on its pick-up day. Computed whenever the schedule
 * is set, at checkout and on every reschedule.
 */
export function sameDaySurchargeCents(
  units: number,
  pickUpDate: string,
  deliveryDate: string | null,
): number {
  return deliveryDate === pickUpDate ? units * SAME_DAY_SURCHARGE_PER_UNIT_CENTS : 0;
}

export interface MinimumDeliverySurcharge {
  washFoldCents: number;
  organicWashFoldCents: number;
  /** The largest single shortfall among the other services, added once. */
  otherServicesCents: number;
  totalCents: number;
}

/** A service's shortfall below its minimum delivery amount, `max(0, minimum - quote)`. */
export function minimumDeliveryShortfallCents(
  settings: RegionalSettings,
  service: ServiceKey,
  quoteCents: number,
): number {
  return Math.max(0, minimumDeliveryCents(settings, service) - quoteCents);
}

/**
 * Minimum delivery surcharge (docs/rules/pricing.md, Surcharges): wash and fold
 * and organic wash and fold each top up their own shortfall; for the other services present, the largest
 * single shortfall among them is added once.
 */
export function minimumDeliverySurcharge(
  lines: readonly ServiceLine[],
  settings: RegionalSettings,
): MinimumDeliverySurcharge {
  const result = { washFoldCents: 0, organicWashFoldCents: 0, otherServicesCents: 0, totalCents: 0 };
  for (const line of lines) {
    const shortfall = minimumDeliveryShortfallCents(settings, line.service, line.quoteCents);
    if (line.service === 'washFold') result.washFoldCents = shortfall;
    else if (line.service === 'organicWashFold') result.organicWashFoldCents = shortfall;
    else result.otherServicesCents = Math.max(result.otherServicesCents, shortfall);
  }
  result.totalCents = result.washFoldCents + result.organicWashFoldCents + result.otherServicesCents;
  return result;
}

/**
 * The multiple-delivery amount (docs/rules/pricing.md, Surcharges): when the earlier delivery's
 * services total less than their minimum delivery amount (the largest minimum among them), that
 * shortfall. Zero with a single delivery. docs/decisions/0006-pricing-multiple-deliveries.md.
 */
export function multipleDeliveryAmountCents(
  lines: readonly ServiceLine[],
  earlierServices: readonly ServiceKey[],
  settings: RegionalSettings,
): { earlierQuoteCents: number; amountCents: number } {
  let earlierQuoteCents = 0;
  let minimumCents = 0;
  for (const line of lines) {
    if (!earlierServices.includes(line.service)) continue;
    earlierQuoteCents += line.quoteCents;
    minimumCents = Math.max(minimumCents, minimumDeliveryCents(settings, line.service));
  }
  return { earlierQuoteCents, amountCents: Math.max(0, minimumCents - earlierQuoteCents) };
}

export interface QuoteTotalParts {
  servicesCents: number;
  productsCents: number;
  surchargesCents: number;
  expressCents: number;
  gratuityCents: number;
  discountCents: number;
}

/**
 * docs/rules/pricing.md, Totals: quote total = service quotes + products + surcharges + express
 * + gratuity - discount, never below zero.
 */
export function quoteTotalCents(parts: QuoteTotalParts): number {
  const { servicesCents, productsCents, surchargesCents, expressCents, gratuityCents, discountCents } = parts;
  return Math.max(
    0,
    servicesCents + productsCents + surchargesCents + expressCents + gratuityCents - discountCents,
  );
}
