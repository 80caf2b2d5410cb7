import type { Region } from '@laundry/validators/settings';
import type { PricingError } from './draft';
import type { PromoResult } from './promotions/evaluate';
import type { ServiceLine } from './quotes/serviceLines';
import { DELIVERY_UNAVAILABLE_MESSAGE } from './schedule/checkout';
import type { MinimumDeliverySurcharge } from './totals';

/** The full breakdown `priceOrder` returns; every amount in integer cents. */
export interface OrderPricing {
  region: Region;
  lines: ServiceLine[];
  /** Sum of the service quotes. */
  servicesCents: number;
  /** Sum of the wash and fold products. */
  productsCents: number;
  surcharges: {
    sameDayDryCleanCents: number;
    sameDayWashPressCents: number;
    minimumDelivery: MinimumDeliverySurcharge;
    multipleDeliveryCents: number;
    /** The earlier delivery's service total when there are two deliveries (earlierDeliveryServiceQuote). */
    earlierDeliveryQuoteCents: number | null;
    totalCents: number;
  };
  expressCents: number;
  gratuityCents: number;
  /** Null when no promo code was entered. */
  promo: PromoResult | null;
  discountCents: number;
  quoteTotalCents: number;
  authorizationCents: number;
  /** Empty when the order can be placed as priced. */
  errors: PricingError[];
}

/** docs/rules/messages.md, Order flow, payments and settings: errors, checkout fallback for an order the engine cannot price. */
export const ORDER_PRICING_ERROR_MESSAGE =
  'There was an error with order pricing. Please contact us for assistance.';
/** Not worded by the spec: docs/decisions/0011-pricing-validation-messages.md. */
export const PICK_UP_UNAVAILABLE_MESSAGE =
  'Pick-up time is no longer available for this order. Please update your scheduled pick-up to place this order.';
export const EXPRESS_NOT_ELIGIBLE_MESSAGE = 'Express delivery is not available for this order.';

/** The user-facing message for a pricing error: the spec's exact text where it gives one. */
export function pricingErrorMessage(error: PricingError): string {
  switch (error.kind) {
    case 'promo':
      return error.message;
    case 'deliveryUnavailable':
      return DELIVERY_UNAVAILABLE_MESSAGE;
    case 'pickUpUnavailable':
      return PICK_UP_UNAVAILABLE_MESSAGE;
    case 'expressNotEligible':
      return EXPRESS_NOT_ELIGIBLE_MESSAGE;
    default:
      return ORDER_PRICING_ERROR_MESSAGE;
  }
}
