import type { Db, Order, OrderStatus } from '@laundry/db';
import { SERVICE_KEYS, SERVICE_LABELS } from '@laundry/domain';
import { type OrderPricing, pricingErrorMessage, type ServiceKey } from '@laundry/pricing';
import type { OrderDraft } from '@laundry/validators/order';
import { WEIGH_IN_MESSAGES, type WeighedServices } from '@laundry/validators/weighIn';
import { AppError } from '../../../errors';
import { priceDraft } from '../pricing';
import { pricedWith } from '../pricingSnapshot';
import { draftFromOrder, pricedSubOrders, pricedTotals, type SubOrderRecord } from '../records';
import type { WeighInTotals } from './record';

/**
 * docs/decisions/0082-orders-weigh-in.md: an order is weighed from its pick-up until it is charged. Before the pick-up
 * nothing has been received; once money was captured (or the order refunded or canceled) the final total is settled.
 */
const NOT_PICKED_UP: readonly OrderStatus[] = [
  'New',
  'Unassigned',
  'Pending Authorization',
  'En Route for Pick Up',
];
const SETTLED: readonly OrderStatus[] = ['Payment Processed', 'Refund Processed'];

/** Why this order cannot be weighed now, or null when it can. */
function weighInRefusal(order: Order): string | null {
  if (order.status === 'Canceled') return WEIGH_IN_MESSAGES.canceled;
  if (order.capturedCents > 0 || SETTLED.includes(order.status)) return WEIGH_IN_MESSAGES.charged;
  if (NOT_PICKED_UP.includes(order.status)) return WEIGH_IN_MESSAGES.notPickedUp;
  return null;
}

export function requireWeighable(order: Order): void {
  const refusal = weighInRefusal(order);
  if (refusal) throw new AppError('CONFLICT', refusal);
}

/**
 * What a weigh-in refuses of the engine's answer: what it cannot price (an item or option the order's price lists do
 * not have, no service). The schedule's own problems (express or a second delivery no longer possible) are not the
 * counter's: the engine's figures stand, without that fee (docs/decisions/0082-orders-weigh-in.md); a promotion that
 * no longer applies to the weighed order gives no discount, as the engine prices it.
 */
const REFUSED_ERRORS = new Set(['noServices', 'unknownItem', 'optionNotOffered']);

export interface PricedWeighIn {
  draft: OrderDraft;
  pricing: OrderPricing;
  services: Partial<Record<ServiceKey, SubOrderRecord>>;
  totals: WeighInTotals;
}

/** The order's own draft with its services replaced by the weighed ones. */
function weighedDraft(order: Order, weighed: WeighedServices): OrderDraft {
  const draft = draftFromOrder(order);
  for (const service of SERVICE_KEYS) delete draft[service];
  return { ...draft, ...weighed };
}

/**
 * The weighed order priced exactly as checkout priced the estimate (docs/rules/pricing.md, Weigh-in and the final
 * total): the same engine with the prices and special the order was placed with, its own schedule, gratuity and
 * promotion, judged as at its checkout (`now` = the order's creation) so a special's dates or a same-day rule read as
 * then, and the schedule not checked again. The first-time rule of a promotion that applied at checkout stays met:
 * the order was the customer's first then, whatever they ordered since.
 */
export async function priceWeighIn(db: Db, order: Order, weighed: WeighedServices): Promise<PricedWeighIn> {
  const draft = weighedDraft(order, weighed);
  const promoApplied = order.specialId !== null || order.pricedSpecial !== null;
  const { pricing } = await priceDraft(db, draft, {
    customer: { userId: order.userId, email: order.email },
    now: order.createdAt,
    isStaff: true,
    checkSchedule: false,
    excludeOrderId: order.id,
    withHistory: !promoApplied,
    pricedWith: await pricedWith(db, order),
  });
  const refused = pricing.errors.find((error) => REFUSED_ERRORS.has(error.kind));
  if (refused) {
    throw new AppError('BAD_INPUT', pricingErrorMessage(refused), { pricingErrors: pricing.errors });
  }
  const { quoteTotalCents, ...figures } = pricedTotals(pricing);
  const totals: WeighInTotals = { ...figures, totalCents: quoteTotalCents };
  return { draft, pricing, services: pricedSubOrders(draft, pricing), totals };
}

/** The weighed services as the screens list them: SERVICE_KEYS order, shaped like orderView(...).services. */
export function weighedLines(services: Partial<Record<ServiceKey, SubOrderRecord>>) {
  return SERVICE_KEYS.flatMap((service) => {
    const line = services[service];
    return line ? [{ service, label: SERVICE_LABELS[service], ...line }] : [];
  });
}
