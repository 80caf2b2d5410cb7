import type { WashFoldKind } from '@laundry/pricing';
import {
  EXPRESS_MINIMUM_LBS,
  EXPRESS_PICK_UP_BEFORE_HOUR,
  expressDeliveryCents,
  isExpressEligible,
  pickUpCalculatorQuote,
  selfDropOffQuote,
} from '@laundry/pricing';
import type { RegionalSettings } from '@laundry/validators/settings';
import { formatLbs } from '../../lib/money';
import { SERVICE_NAME_IDS } from '../marketing/services';
import { currentLanguage, type Translate } from '../marketing/translate';

export type WashFoldServiceType = 'selfDropOff' | 'pickUp';

export interface WashFoldCalculatorInput {
  service: WashFoldServiceType;
  kind: WashFoldKind;
  /** As typed in the field. */
  weight: string;
  /** 3-hour express delivery; pick-up and delivery only. */
  express: boolean;
}

interface WashFoldEstimate {
  ok: true;
  lines: { label: string; cents: number }[];
  totalCents: number;
}
export type WashFoldCalculatorResult = WashFoldEstimate | { ok: false; message: string };

/** Not worded by the spec (docs/decisions/0020-public-site-calculators.md). */
export const WEIGHT_REQUIRED_MESSAGE = 'Please enter a weight in lbs.';
export const EXPRESS_NOT_AVAILABLE_MESSAGE = `Express delivery is available for orders over ${EXPRESS_MINIMUM_LBS} lbs picked up before ${hourLabel(EXPRESS_PICK_UP_BEFORE_HOUR)}.`;
const MAX_LBS = 10_000;

/** 18 -> '6pm'. */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${hour < 12 ? 'am' : 'pm'}`;
}

export function parseWeight(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(trimmed)) return null;
  const weight = Number(trimmed);
  return Number.isFinite(weight) && weight <= MAX_LBS ? weight : null;
}

/**
 * The wash and fold calculator of the pricing pages (docs/rules/public-site.md, Calculators; docs/rules/messages.md, Public site and accounts: validation): every figure and rule comes
 * from the pricing engine and the region's live settings. Express delivery (docs/rules/scheduling.md,
 * Express delivery) is quoted for a pick-up before 6pm, the only case the calculator cannot see. The lines are
 * named in `t`'s language; the messages are English texts the page shows in its language (inPageLanguage).
 */
export function washFoldCalculatorResult(
  settings: RegionalSettings,
  input: WashFoldCalculatorInput,
  t: Translate = currentLanguage,
): WashFoldCalculatorResult {
  const weightLbs = parseWeight(input.weight);
  if (weightLbs === null) return { ok: false, message: WEIGHT_REQUIRED_MESSAGE };
  const quote =
    input.service === 'selfDropOff'
      ? selfDropOffQuote(settings, input.kind, weightLbs)
      : pickUpCalculatorQuote(settings, input.kind, weightLbs);
  if (!quote.ok) return quote;

  const lines = [
    {
      label: t('public.washFoldCalculator.line', {
        service: t(SERVICE_NAME_IDS[input.kind]),
        lbs: formatLbs(weightLbs),
      }),
      cents: quote.quoteCents,
    },
  ];
  if (input.service === 'pickUp' && input.express) {
    const eligible = isExpressEligible({
      services: [input.kind],
      weightLbs,
      pickUpHour: EXPRESS_PICK_UP_BEFORE_HOUR - 1,
    });
    if (!eligible) return { ok: false, message: EXPRESS_NOT_AVAILABLE_MESSAGE };
    lines.push({ label: t('public.prices.express'), cents: expressDeliveryCents(weightLbs) });
  }
  return { ok: true, lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) };
}
