import type { ServiceKey } from '@laundry/pricing';
import type { SubOrderRecord } from '../records';

/**
 * The counter's weigh-in as orders.weigh_in keeps it (docs/decisions/0082-orders-weigh-in.md): the services as
 * received, priced with the order's own prices exactly like the estimate's sub-order columns, and the final total.
 */

export interface WeighInTotals {
  servicesSubtotalCents: number;
  productsCents: number;
  dryCleanSurchargeCents: number;
  washPressSurchargeCents: number;
  minimumDeliverySurchargeCents: number;
  multipleDeliveryCents: number;
  earlierDeliveryServiceQuoteCents: number;
  expressCents: number;
  totalDiscountAmountCents: number;
  gratuityCents: number;
  /** The final total: what the charge form starts from. */
  totalCents: number;
}

export interface WeighInRecord {
  /** The services as received, priced exactly like the estimate's sub-order columns (orders.*_order). */
  services: Partial<Record<ServiceKey, SubOrderRecord>>;
  totals: WeighInTotals;
  notes: string;
  weighedAt: string; // ISO instant
  weighedBy: { userId: string; name: string } | null;
}

/** The stored weigh-in of an order row (orders.weigh_in is jsonb typed unknown in packages/db); null when none. */
export function weighInOf(order: { weighIn: unknown }): WeighInRecord | null {
  const stored = order.weighIn;
  if (stored === null || stored === undefined || typeof stored !== 'object') return null;
  return stored as WeighInRecord;
}
