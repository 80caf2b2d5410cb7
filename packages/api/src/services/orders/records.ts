import type { NewOrder, Order, OrderAddress as StoredAddress } from '@laundry/db';
import type { Region } from '@laundry/domain';
import {
  type ChosenProduct,
  type OrderPricing,
  type PricedRow,
  SERVICE_KEYS,
  type ServiceKey,
} from '@laundry/pricing';
import type { OrderDraft } from '@laundry/validators/order';

/** How a sub-order is stored (orders.*_order): what was asked for and what the server priced it at. */
export interface SubOrderRecord<D = unknown> {
  draft: D;
  quoteCents: number;
  rows: PricedRow[];
  products: ChosenProduct[];
  productsCents: number;
}

const COLUMN: Record<ServiceKey, keyof Order & `${string}Order`> = {
  washFold: 'washFoldOrder',
  organicWashFold: 'organicWashFoldOrder',
  washPress: 'washPressOrder',
  dryClean: 'dryCleanOrder',
  tailoring: 'tailoringOrder',
  comforter: 'comforterOrder',
};

/** Each priced service of a draft as it is stored: what was asked for and what the server priced it at. */
export function pricedSubOrders(draft: OrderDraft, pricing: OrderPricing) {
  const subOrders: Partial<Record<ServiceKey, SubOrderRecord>> = {};
  for (const line of pricing.lines) {
    subOrders[line.service] = {
      draft: draft[line.service],
      quoteCents: line.quoteCents,
      rows: line.rows,
      products: line.products,
      productsCents: line.productsCents,
    };
  }
  return subOrders;
}

/** The surcharges, discount, gratuity and total of a priced draft, in integer cents, named as the order row names them. */
export function pricedTotals(pricing: OrderPricing) {
  const { surcharges } = pricing;
  return {
    servicesSubtotalCents: pricing.servicesCents,
    productsCents: pricing.productsCents,
    dryCleanSurchargeCents: surcharges.sameDayDryCleanCents,
    washPressSurchargeCents: surcharges.sameDayWashPressCents,
    minimumDeliverySurchargeCents: surcharges.minimumDelivery.totalCents,
    multipleDeliveryCents: surcharges.multipleDeliveryCents,
    earlierDeliveryServiceQuoteCents: surcharges.earlierDeliveryQuoteCents ?? 0,
    expressCents: pricing.expressCents,
    totalDiscountAmountCents: pricing.discountCents,
    gratuityCents: pricing.gratuityCents,
    quoteTotalCents: pricing.quoteTotalCents,
  };
}

/** The priced fields of an order row: sub-orders, surcharges, totals (integer cents). */
export function pricedColumns(draft: OrderDraft, pricing: OrderPricing) {
  const priced = pricedSubOrders(draft, pricing);
  const subOrders: Partial<Record<(typeof COLUMN)[ServiceKey], SubOrderRecord | null>> = {};
  for (const service of SERVICE_KEYS) subOrders[COLUMN[service]] = priced[service] ?? null;
  return {
    ...subOrders,
    region: pricing.region,
    orderServices: pricing.lines.map((line) => line.service),
    isExpressDelivery: pricing.expressCents > 0,
    ...pricedTotals(pricing),
    promoCode: draft.promoCode?.trim() ? draft.promoCode.trim().toUpperCase() : null,
  } satisfies Partial<NewOrder>;
}

/** The address and contact columns of an order row; e-mails are stored lowercased. */
export function addressColumns(draft: Pick<OrderDraft, 'address'>, region: Region) {
  const { address } = draft;
  const email = address.email.trim().toLowerCase();
  const stored: StoredAddress = {
    address: address.address,
    address2: address.address2 || null,
    city: address.city,
    state: address.state,
    zip: address.zip,
    email,
    firstName: address.firstName,
    phone: address.phone,
    florida: region === 'fl',
  };
  return { address: stored, firstName: address.firstName, email, phone: address.phone };
}

/** The draft an order was priced from, for an edit or a re-pricing (the inverse of pricedColumns). */
export function draftFromOrder(order: Order): OrderDraft {
  const service = <K extends ServiceKey>(key: K) =>
    (order[COLUMN[key]] as SubOrderRecord<OrderDraft[K]> | null)?.draft ?? undefined;
  return {
    address: {
      address: order.address.address,
      address2: order.address.address2 ?? undefined,
      city: order.address.city,
      state: order.address.state,
      zip: order.address.zip,
      email: order.email,
      firstName: order.firstName,
      phone: order.phone,
    },
    washFold: service('washFold'),
    organicWashFold: service('organicWashFold'),
    washPress: service('washPress'),
    dryClean: service('dryClean'),
    tailoring: service('tailoring'),
    comforter: service('comforter'),
    schedule: {
      pickUpDate: order.pickUpDate,
      pickUpHour: order.pickUpHour,
      deliveryDate: order.deliveryDate,
      deliveryHour: order.deliveryHour,
      deliveryDate2: order.deliveryDate2,
      deliveryHour2: order.deliveryHour2,
      multipleDeliveries: order.multipleDeliveries,
    },
    isExpressDelivery: order.isExpressDelivery,
    gratuityCents: order.gratuityCents,
    promoCode: order.promoCode ?? undefined,
    instructions: order.instructions,
  };
}

/** The schedule columns of an order row. */
export function scheduleColumns(draft: Pick<OrderDraft, 'schedule'>) {
  const { schedule } = draft;
  return {
    pickUpDate: schedule.pickUpDate,
    pickUpHour: schedule.pickUpHour,
    deliveryDate: schedule.deliveryDate,
    deliveryHour: schedule.deliveryHour,
    deliveryDate2: schedule.multipleDeliveries ? schedule.deliveryDate2 : null,
    deliveryHour2: schedule.multipleDeliveries ? schedule.deliveryHour2 : null,
    multipleDeliveries: schedule.multipleDeliveries,
  };
}
