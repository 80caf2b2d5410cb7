import type { OrderView } from '@laundry/api';
import { timeWindow } from '@laundry/pricing';
import type { OrderDraft } from '@laundry/validators/order';
import { dollars } from './http';

type ServiceView = OrderView['services'][number];
type Rows<K extends keyof OrderDraft> = NonNullable<OrderDraft[K]> extends { items: (infer I)[] } ? I : never;

const window = (hour: number | null) => (hour === null ? null : timeWindow(hour));
const rowQuote = (service: ServiceView, index: number) => dollars(service.rows[index]?.quoteCents ?? 0);

/** docs/rules/records.md, Sub-orders and items, sub-orders: each quote a string with 2 decimals. */
function subOrder(service: ServiceView, isExpressDelivery: boolean) {
  const quote = dollars(service.quoteCents);
  switch (service.service) {
    case 'washFold':
    case 'organicWashFold': {
      const draft = service.draft as NonNullable<OrderDraft['washFold']>;
      return {
        weight: draft.weightLbs,
        quote,
        products: Object.fromEntries(service.products.map((p) => [p.item, true])),
        productsWithPrices: service.products.map((p) => [p.item, dollars(p.priceCents)]),
        // Express delivery is a wash and fold option (docs/rules/records.md, Orders).
        isExpressDelivery,
      };
    }
    case 'dryClean':
      return {
        quote,
        items: (service.draft as { items: Rows<'dryClean'>[] }).items.map((item, i) => ({
          type: service.rows[i]?.item ?? item.itemId,
          itemId: item.itemId,
          quantity: item.quantity,
          pressOnly: item.pressOnly,
          crease: item.crease,
          starch: item.starch,
          quote: rowQuote(service, i),
        })),
      };
    case 'washPress':
      return {
        quote,
        items: (service.draft as { items: Rows<'washPress'>[] }).items.map((item, i) => ({
          type: service.rows[i]?.item ?? item.itemId,
          itemId: item.itemId,
          quantity: item.quantity,
          quote: rowQuote(service, i),
        })),
      };
    case 'tailoring':
      return {
        quote,
        items: (service.draft as { items: Rows<'tailoring'>[] }).items.map((item, i) => ({
          type: service.rows[i]?.item ?? item.itemId,
          itemId: item.itemId,
          services: item.services,
          instructions: item.instructions,
          quote: rowQuote(service, i),
        })),
      };
    case 'comforter':
      return {
        quote,
        items: (service.draft as { items: Rows<'comforter'>[] }).items.map((item, i) => ({
          size: service.rows[i]?.item ?? item.sizeId,
          sizeId: item.sizeId,
          type: item.type === 'down' ? 'Down' : 'Not Down',
          quantity: item.quantity,
          quote: rowQuote(service, i),
        })),
      };
  }
}

/**
 * An order in the shape of docs/rules/records.md, Orders (_id, orderId, quotes as 2-decimal strings, amountAuthorized
 * in cents), for the REST compatibility paths. The draft the order was priced from is included as is.
 */
export function legacyOrder(view: OrderView) {
  const { schedule, totals, payment } = view;
  const subOrders = Object.fromEntries(
    view.services.map((s) => [`${s.service}Order`, subOrder(s, view.isExpressDelivery)]),
  );
  const schedulePart = {
    pickUpDate: schedule.pickUpDate,
    pickUpTime: window(schedule.pickUpHour),
    deliveryDate: schedule.deliveryDate,
    deliveryTime: window(view.isExpressDelivery ? schedule.pickUpHour + 3 : schedule.deliveryHour),
    deliveryDate2: schedule.deliveryDate2,
    deliveryTime2: window(schedule.deliveryHour2),
    multipleDeliveries: schedule.multipleDeliveries,
  };
  return {
    _id: view.id,
    orderId: view.orderNumber,
    user: view.userId,
    status: view.status,
    // The version a change may name; a change on an older one is refused (decision 0046).
    version: view.version,
    location: view.location?.id ?? null,
    locationName: view.location?.name ?? null,
    address: view.address,
    firstName: view.firstName,
    email: view.email,
    phone: view.phone,
    sms: view.sms,
    instructions: view.instructions,
    ...schedulePart,
    schedule: schedulePart,
    isExpressDelivery: view.isExpressDelivery,
    ...subOrders,
    earlierDeliveryServiceQuote: dollars(totals.earlierDeliveryServiceQuoteCents),
    dryCleanSurcharge: dollars(totals.dryCleanSurchargeCents),
    washPressSurcharge: dollars(totals.washPressSurchargeCents),
    minimumDeliverySurcharge: dollars(totals.minimumDeliverySurchargeCents),
    promo: view.promoCode,
    totalDiscountAmount: dollars(totals.totalDiscountAmountCents),
    gratuity: dollars(totals.gratuityCents),
    quoteTotalPrice: dollars(totals.quoteTotalCents),
    finalOrderTotalPrice: dollars(totals.finalOrderTotalCents),
    amountAuthorized: payment.amountAuthorizedCents,
    stripePaymentIntentId: payment.paymentIntentId,
    reauthStatus: payment.reauthStatus,
    reauthAmount: dollars(payment.reauthAmountCents),
    refundAmount: dollars(payment.refundedCents),
    draft: view.draft,
    createdAt: view.createdAt,
  };
}

/**
 * The staff's notes on an order's money actions (docs/rules/records.md, Orders): shown to staff only, on the money
 * paths' answers and on GET /api/order/{id} (docs/decisions/0014-server-rest-compatibility.md).
 */
export function staffNotes(order: {
  chargeNotes: string | null;
  reauthNotes: string | null;
  refundNotes: string | null;
}) {
  return { chargeNotes: order.chargeNotes, reauthNotes: order.reauthNotes, refundNotes: order.refundNotes };
}
