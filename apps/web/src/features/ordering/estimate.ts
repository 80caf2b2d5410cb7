import { addBusinessDays, newYorkToday, type OrderPricing, priceOrder } from '@laundry/pricing';
import type { OrderSchedule } from '@laundry/validators/order';
import { type LocalOrder, orderServices } from './store/localOrder';
import type { OrderCatalog } from './useOrderCatalog';

/**
 * A schedule for estimates made before the customer has scheduled: a week apart, so no same-day
 * surcharge is guessed. The real schedule replaces it as soon as it is chosen.
 */
function placeholderSchedule(now: number): OrderSchedule {
  const today = newYorkToday(now);
  return {
    pickUpDate: today,
    pickUpHour: 11,
    deliveryDate: addBusinessDays(today, 5),
    deliveryHour: 11,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  };
}

/**
 * The client's live estimate with the same engine the server prices with (packages/pricing). The promo
 * is left to the server (it needs the special and the customer's history), so the discount here is 0;
 * the checkout shows the server's quote, which is authoritative (docs/rules/pricing.md, The server prices every order).
 */
export function estimateOrder(
  order: LocalOrder,
  catalog: OrderCatalog,
  now = Date.now(),
): OrderPricing | null {
  if (orderServices(order).length === 0) return null;
  const schedule = order.schedule ?? placeholderSchedule(now);
  return priceOrder(
    {
      ...order,
      address: { state: order.address?.state ?? 'NY' },
      schedule,
      isExpressDelivery: order.isExpressDelivery && order.schedule !== undefined,
      promoCode: undefined,
    },
    { settings: catalog.settings, priceLists: catalog.priceLists, now, checkSchedule: false },
  );
}
