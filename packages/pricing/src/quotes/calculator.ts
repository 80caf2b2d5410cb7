import type { RegionalSettings } from '@laundry/validators/settings';
import { perLbCents, weightHundredths } from '../money';
import type { WashFoldKind } from '../services';
import { washFoldQuoteCents, washFoldRates } from './washFold';

export type CalculatorQuote = { ok: true; quoteCents: number } | { ok: false; message: string };

/** docs/rules/messages.md, Public site and accounts: validation, wash and fold calculator: 'Self drop off orders must be a minimum of {n} lbs.' */
export function selfDropOffMinimumMessage(minimumLbs: number): string {
  return `Self drop off orders must be a minimum of ${minimumLbs} lbs.`;
}

/** docs/rules/messages.md, Public site and accounts: validation, wash and fold calculator: 'Pickup/delivery orders must be a minimum of {n} lbs.' */
export function pickUpMinimumMessage(minimumLbs: number): string {
  return `Pickup/delivery orders must be a minimum of ${minimumLbs} lbs.`;
}

/**
 * Self drop-off quote for the public calculators (docs/rules/public-site.md, Calculators): the base price covers
 * the region's minimum weight (New York 6 lbs at $11.75, Florida 8 lbs at $10.00), then the regular or
 * organic per-lb rate for each pound beyond, rounded to the cent rather than truncated
 * (docs/decisions/0009-pricing-self-drop-off.md). Below the minimum weight: the spec's message.
 */
export function selfDropOffQuote(
  settings: RegionalSettings,
  kind: WashFoldKind,
  weightLbs: number,
): CalculatorQuote {
  const hundredths = weightHundredths(weightLbs);
  const minimum = weightHundredths(settings.selfDropOffMinimumLbs);
  if (hundredths < minimum)
    return { ok: false, message: selfDropOffMinimumMessage(settings.selfDropOffMinimumLbs) };
  const rate = kind === 'washFold' ? settings.selfDropOffPerLbCents : settings.selfDropOffOrganicPerLbCents;
  return {
    ok: true,
    quoteCents: settings.selfDropOffBasePriceCents + perLbCents(rate, hundredths - minimum),
  };
}

/**
 * Pick-up and delivery quote for the public calculators: the weight must reach the kind's up-to-X-lbs
 * threshold (docs/rules/messages.md, Public site and accounts: validation), then it is the order flow's wash and fold quote.
 */
export function pickUpCalculatorQuote(
  settings: RegionalSettings,
  kind: WashFoldKind,
  weightLbs: number,
): CalculatorQuote {
  const rates = washFoldRates(settings, kind);
  if (weightHundredths(weightLbs) < weightHundredths(rates.upToXLbs)) {
    return { ok: false, message: pickUpMinimumMessage(rates.upToXLbs) };
  }
  return { ok: true, quoteCents: washFoldQuoteCents(weightLbs, rates) };
}
