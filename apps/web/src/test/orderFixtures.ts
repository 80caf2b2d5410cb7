import { addBusinessDays, newYorkToday } from '@laundry/pricing';
import { samplePriceLists, sampleSettings } from '@laundry/pricing/testing';
import type { OrderAddress, OrderSchedule } from '@laundry/validators/order';
import { emptyOrder, type LocalOrder } from '../features/ordering/store/localOrder';
import { orderStore } from '../features/ordering/store/orderStore';

/**
 * New York's catalog as catalog.pricing answers it. The sample lists price a Queen down comforter at
 * $50.00 and a wash and press shirt at $1.99; wash and fold is $29.00 for up to 20 lbs, then $1.45 a lb,
 * the total truncated to whole dollars (docs/rules/pricing.md).
 */
export const nyCatalog = () => ({ settings: sampleSettings('ny'), priceLists: samplePriceLists('ny') });

export const ADDRESS: OrderAddress = {
  address: '350 5th Ave',
  address2: 'Apt 4',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  firstName: 'Ada',
  email: 'guest@example.com',
  phone: '(212) 555-0123',
};

/** A schedule the steps offer today: pick-up 2 business days ahead at 11, delivery `deliveryDays` after it. */
export function scheduleAhead(deliveryDays = 5): OrderSchedule {
  const pickUpDate = addBusinessDays(newYorkToday(Date.now()), 2);
  return {
    pickUpDate,
    pickUpHour: 11,
    deliveryDate: addBusinessDays(pickUpDate, deliveryDays),
    deliveryHour: 11,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  };
}

/** The local order the steps work on, replaced whole. */
export function loadOrder(order: Partial<LocalOrder>) {
  orderStore.dispatchLocal({ type: 'load', order: { ...emptyOrder(), ...order } });
}

/** checkout.quote's (or orders.quoteEdit's) answer for a single Queen down comforter priced at `cents`. */
export function comforterQuote(cents = 50_00, messages: string[] = []) {
  return {
    lines: [{ service: 'comforter', label: 'Comforter', quoteCents: cents, rows: [], products: [] }],
    surcharges: {
      sameDayDryCleanCents: 0,
      sameDayWashPressCents: 0,
      multipleDeliveryCents: 0,
      minimumDelivery: { totalCents: 0, byService: {} },
    },
    expressCents: 0,
    gratuityCents: 0,
    discountCents: 0,
    quoteTotalCents: cents,
    authorizationCents: Math.round(cents * 1.5),
    errors: [],
    messages,
    promoError: null,
    orderingDisabled: null,
  };
}
