import { EXPRESS_DELIVERY_HOURS, isExpressEligible } from '@laundry/pricing';
import type { OrderAddress, OrderSchedule } from '@laundry/validators/order';
import type { ServiceKey } from '@laundry/validators/pricing';
import { regionForState } from '@laundry/validators/settings';
import { emptyOrder, type LocalOrder, orderServices, type ServiceDrafts } from './localOrder';

export type OrderAction =
  | { type: 'address'; address: OrderAddress }
  | { [K in ServiceKey]: { type: 'service'; key: K; draft: ServiceDrafts[K] } }[ServiceKey]
  | { type: 'removeService'; key: ServiceKey }
  | { type: 'schedule'; schedule: OrderSchedule; isExpressDelivery: boolean }
  | { type: 'express'; on: boolean }
  | { type: 'gratuity'; cents: number }
  | { type: 'promo'; code: string | undefined }
  | { type: 'instructions'; text: string }
  /** After checkout: a new order starts, at the same address. */
  | { type: 'placed' }
  | { type: 'load'; order: LocalOrder };

const PER_ITEM_SERVICES = ['washPress', 'dryClean', 'tailoring', 'comforter'] as const;

/** Combined estimated wash and fold weight in lbs (docs/rules/scheduling.md, Express delivery, express). */
export function washFoldWeightLbs(order: LocalOrder): number {
  return (order.washFold?.weightLbs ?? 0) + (order.organicWashFold?.weightLbs ?? 0);
}

/** Express stays on only while the services and weight still allow it (the pick-up hour is checked on the schedule). */
function keepExpressValid(order: LocalOrder): LocalOrder {
  if (!order.isExpressDelivery) return order;
  const eligible = isExpressEligible({
    services: orderServices(order),
    weightLbs: washFoldWeightLbs(order),
    pickUpHour: order.schedule?.pickUpHour ?? 0,
  });
  return eligible ? order : { ...order, isExpressDelivery: false };
}

/** docs/rules/scheduling.md, Express delivery: the express delivery slot is the pick-up day at pick-up hour + 3, a single delivery. */
export function expressSchedule(schedule: OrderSchedule): OrderSchedule {
  return {
    ...schedule,
    deliveryDate: schedule.pickUpDate,
    deliveryHour: schedule.pickUpHour + EXPRESS_DELIVERY_HOURS,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  };
}

/**
 * Price-list rows are per region (docs/rules/regions.md): when the address moves to the other region,
 * the chosen items and products no longer exist, so they are dropped; the weights stay.
 */
function withAddress(order: LocalOrder, address: OrderAddress): LocalOrder {
  const movedRegion = order.address && regionForState(order.address.state) !== regionForState(address.state);
  if (!movedRegion) return { ...order, address };
  const next: LocalOrder = { ...order, address };
  for (const key of PER_ITEM_SERVICES) delete next[key];
  if (next.washFold) next.washFold = { ...next.washFold, productIds: [] };
  if (next.organicWashFold) next.organicWashFold = { ...next.organicWashFold, productIds: [] };
  return keepExpressValid(next);
}

export function orderReducer(order: LocalOrder, action: OrderAction): LocalOrder {
  switch (action.type) {
    case 'address':
      return withAddress(order, action.address);
    case 'service':
      return keepExpressValid({ ...order, [action.key]: action.draft });
    case 'removeService': {
      const next = { ...order };
      delete next[action.key];
      return keepExpressValid(next);
    }
    case 'schedule': {
      const { schedule, isExpressDelivery } = action;
      return {
        ...order,
        isExpressDelivery,
        schedule: isExpressDelivery ? expressSchedule(schedule) : schedule,
      };
    }
    case 'express':
      if (!action.on) return { ...order, isExpressDelivery: false };
      return keepExpressValid({
        ...order,
        isExpressDelivery: true,
        schedule: order.schedule ? expressSchedule(order.schedule) : undefined,
      });
    case 'gratuity':
      return { ...order, gratuityCents: Math.max(0, Math.round(action.cents)) };
    case 'promo': {
      const next = { ...order };
      if (action.code?.trim()) next.promoCode = action.code.trim();
      else delete next.promoCode;
      return next;
    }
    case 'instructions':
      return { ...order, instructions: action.text };
    case 'placed':
      return order.address ? { ...emptyOrder(), address: order.address } : emptyOrder();
    case 'load':
      return action.order;
  }
}
