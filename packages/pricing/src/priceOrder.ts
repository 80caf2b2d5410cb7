import { regionForState } from '@laundry/validators/settings';
import type { Special } from '@laundry/validators/special';
import { authorizationAmountCents } from './authorization';
import type { OrderPricing } from './breakdown';
import type { PricingCatalog, PricingDraft, PricingError } from './draft';
import { expressDeliveryCents, isExpressEligible } from './express';
import { type CustomerHistory, evaluateSpecial, type PromoResult } from './promotions/evaluate';
import { promoFailureMessage } from './promotions/failures';
import { serviceLines } from './quotes/serviceLines';
import { isDeliveryStillAvailable } from './schedule/checkout';
import type { Clock } from './schedule/clock';
import { deliveryGroups } from './schedule/delivery';
import { isPickUpAvailable } from './schedule/pickUp';
import type { ServiceKey } from './services';
import {
  minimumDeliverySurcharge,
  multipleDeliveryAmountCents,
  quoteTotalCents,
  sameDaySurchargeCents,
} from './totals';

export interface PriceOrderOptions extends PricingCatalog {
  /** The special whose code the customer entered, as the server found it (case-insensitive). */
  special?: Special | undefined;
  /** Absent means no earlier order: fine for client estimates, the server always passes it. */
  customerHistory?: CustomerHistory | undefined;
  /** The injected clock for promo expiry and the pick-up check; defaults to the current time. */
  now?: Clock | undefined;
  isStaff?: boolean | undefined;
  /** Whether to check that the pick-up and delivery are still offered (checkout); default true. */
  checkSchedule?: boolean | undefined;
}

/**
 * Prices an order draft: the server's only authority on prices (docs/rules/pricing.md, The server prices every order), also used by the
 * client for live estimates. Quotes per service, products, same-day, minimum-delivery and
 * multiple-delivery surcharges, express, gratuity, promotion, quote total and card authorization, with
 * every problem as a typed error (docs/rules/money.md; docs/rules/pricing.md, Promotions; docs/rules/scheduling.md, Express delivery).
 */
export function priceOrder(draft: PricingDraft, options: PriceOrderOptions): OrderPricing {
  const { settings, priceLists } = options;
  const now = options.now ?? Date.now();
  const region = regionForState(draft.address.state);
  const errors: PricingError[] = [];
  const lines = serviceLines(draft, settings, priceLists, region, errors);
  if (lines.length === 0) errors.push({ kind: 'noServices' });
  const { schedule } = draft;

  const services: ServiceKey[] = [];
  let servicesCents = 0;
  let productsCents = 0;
  let weight = 0;
  let dryCleanUnits = 0;
  let washPressUnits = 0;
  for (const line of lines) {
    services.push(line.service);
    servicesCents += line.quoteCents;
    productsCents += line.productsCents;
    weight += line.weightHundredths;
    if (line.service === 'dryClean') dryCleanUnits = line.units;
    if (line.service === 'washPress') washPressUnits = line.units;
  }

  // With two deliveries, a service of the later group is delivered on deliveryDate2.
  const groups = deliveryGroups(services, settings);
  const twoDeliveries = schedule.multipleDeliveries && groups.later.length > 0;
  if (schedule.multipleDeliveries && !twoDeliveries) errors.push({ kind: 'multipleDeliveriesNotAvailable' });
  const dryCleanDate =
    twoDeliveries && groups.later.includes('dryClean') ? schedule.deliveryDate2 : schedule.deliveryDate;
  const washPressDate =
    twoDeliveries && groups.later.includes('washPress') ? schedule.deliveryDate2 : schedule.deliveryDate;
  const sameDayDryCleanCents = sameDaySurchargeCents(dryCleanUnits, schedule.pickUpDate, dryCleanDate);
  const sameDayWashPressCents = sameDaySurchargeCents(washPressUnits, schedule.pickUpDate, washPressDate);
  const minimumDelivery = minimumDeliverySurcharge(lines, settings);
  const multiple = multipleDeliveryAmountCents(lines, twoDeliveries ? groups.earlier : [], settings);
  const surchargesCents =
    sameDayDryCleanCents + sameDayWashPressCents + minimumDelivery.totalCents + multiple.amountCents;

  let expressCents = 0;
  if (draft.isExpressDelivery) {
    if (isExpressEligible({ services, weightLbs: weight / 100, pickUpHour: schedule.pickUpHour })) {
      expressCents = expressDeliveryCents(weight / 100);
    } else errors.push({ kind: 'expressNotEligible' });
  }

  let promo: PromoResult | null = null;
  const code = draft.promoCode?.trim() ?? '';
  if (code !== '') {
    const history = options.customerHistory ?? { nonCanceledOrderCount: 0 };
    const orderCents = servicesCents + productsCents;
    promo = evaluateSpecial({ code, special: options.special, lines, orderCents, history, now });
    if (!promo.ok) errors.push({ kind: 'promo', reason: promo.reason, message: promoFailureMessage(promo) });
  }
  const discountCents = promo?.ok ? promo.discountCents : 0;

  if (options.checkSchedule !== false) {
    const isStaff = options.isStaff ?? false;
    if (!isPickUpAvailable(schedule.pickUpDate, schedule.pickUpHour, settings, now, isStaff)) {
      errors.push({ kind: 'pickUpUnavailable' });
    }
    if (!isDeliveryStillAvailable(schedule, services, settings, expressCents > 0)) {
      errors.push({ kind: 'deliveryUnavailable' });
    }
  }

  const gratuityCents = Math.max(0, draft.gratuityCents);
  const total = quoteTotalCents({
    servicesCents,
    productsCents,
    surchargesCents,
    expressCents,
    gratuityCents,
    discountCents,
  });
  return {
    region,
    lines,
    servicesCents,
    productsCents,
    surcharges: {
      sameDayDryCleanCents,
      sameDayWashPressCents,
      minimumDelivery,
      multipleDeliveryCents: multiple.amountCents,
      earlierDeliveryQuoteCents: twoDeliveries ? multiple.earlierQuoteCents : null,
      totalCents: surchargesCents,
    },
    expressCents,
    gratuityCents,
    promo,
    discountCents,
    quoteTotalCents: total,
    authorizationCents: authorizationAmountCents(total),
    errors,
  };
}
