import type { OrderAddress, OrderDraft } from '@laundry/validators/order';
import type { PriceLists } from '@laundry/validators/pricing';
import type { RegionalSettings } from '@laundry/validators/settings';
import type { PromoFailureReason } from './promotions/failures';
import type { ServiceKey } from './services';

/**
 * The part of an order draft (packages/validators/src/order.ts) that pricing reads. A full `OrderDraft`
 * fits; the address only needs its state, which gives the region.
 */
export type PricingDraft = Pick<OrderDraft, ServiceKey | 'schedule'> & {
  isExpressDelivery: boolean;
  gratuityCents: number;
  promoCode?: string | undefined;
  address: Pick<OrderAddress, 'state'>;
};

/** The region's settings and price lists the server loaded for this order. */
export interface PricingCatalog {
  settings: RegionalSettings;
  priceLists: PriceLists;
}

/** Why a draft cannot be priced as submitted; the server maps each to a message (see `pricingErrorMessage`). */
export type PricingError =
  | { kind: 'noServices' }
  | { kind: 'unknownItem'; service: ServiceKey; id: string }
  | { kind: 'optionNotOffered'; service: 'dryClean' | 'tailoring'; itemId: string; option: string }
  | { kind: 'expressNotEligible' }
  | { kind: 'multipleDeliveriesNotAvailable' }
  | { kind: 'promo'; reason: PromoFailureReason; message: string }
  | { kind: 'pickUpUnavailable' }
  | { kind: 'deliveryUnavailable' };
