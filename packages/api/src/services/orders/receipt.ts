import { type Db, locations, type Order, orderEvents } from '@laundry/db';
import { cardLabel, isWashFoldKind, SERVICE_KEYS, type ServiceKey } from '@laundry/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { deliveryLine, pickUpLine } from '../notifications/schedule';
import { type Words, wordsFor } from '../notifications/words';
import { readableOrder } from './orderAccess';
import type { SubOrderRecord } from './records';
import { weighInOf } from './weighIn/record';

/**
 * The itemized receipt of a charged order (docs/decisions/0083-orders-receipt.md): one home for its content, told
 * by the receipt e-mail (the 'paymentCaptured' message, services/notifications/orderMessages.ts) and shown by the
 * receipt page (orders.receipt, /app/order/id/{id}/receipt). Every amount in integer cents; every date already
 * worded, so the e-mail and the page say the same.
 */

/** Shown when orders.receipt is asked for an order nothing has been charged on yet. */
export const RECEIPT_NOT_CHARGED_MESSAGE =
  'This order has not been charged yet, so it has no receipt. The receipt is ready once we charge your card.';

/** One row under a service: an item and its quantity, or a product added to a wash and fold. */
interface ReceiptItem {
  text: string;
  amountCents: number;
}

interface ReceiptService {
  service: ServiceKey;
  label: string;
  /** Wash and fold kinds: the weight, '12.5 lb'; null for the per-item services. */
  weight: string | null;
  /** The service's own price (its items' sum; a wash and fold's price by weight, products apart). */
  amountCents: number;
  /** Per-item services: each item with its quantity ('2 x Shirt'), which make up amountCents. */
  items: ReceiptItem[];
  /** Wash and fold kinds: the products chosen, each added on top of amountCents. */
  products: ReceiptItem[];
}

interface ReceiptCharge {
  label: string;
  /** Negative for the promo discount. */
  amountCents: number;
}

export interface Receipt {
  orderId: string;
  orderNumber: number;
  /** True when the lines are the counter's weigh-in; false when they are the estimate the order was placed with. */
  weighed: boolean;
  services: ReceiptService[];
  /** Surcharges, express, the promo discount, the tip, and an adjustment when staff charged another amount. */
  charges: ReceiptCharge[];
  /** What was charged to the card: the lines and charges add up to it. */
  chargedCents: number;
  /** What was refunded since, if anything. */
  refundedCents: number;
  /** 'Visa •••• 4242'; null when the provider did not tell the card. */
  card: string | null;
  store: { name: string; address: string } | null;
  dates: { placed: string; pickUp: string | null; delivery: string | null; charged: string };
}

/** '12.5 lb', '30 lb': the weight as entered, at most 2 decimals. */
export const weightText = (weightLbs: number) => `${Number(weightLbs.toFixed(2))} lb`;

function serviceOf(service: ServiceKey, record: SubOrderRecord, t: Words): ReceiptService {
  const draft = record.draft as { weightLbs?: number } | null;
  const washFold = isWashFoldKind(service);
  return {
    service,
    label: t.service(service),
    weight: washFold && typeof draft?.weightLbs === 'number' ? weightText(draft.weightLbs) : null,
    amountCents: record.quoteCents,
    items: record.rows.map((row) => ({ text: `${row.quantity} x ${row.item}`, amountCents: row.quoteCents })),
    products: record.products.map((product) => ({ text: product.item, amountCents: product.priceCents })),
  };
}

/** The services of an order: as weighed when it has a weigh-in, else as estimated (orders.*_order). */
function receiptServices(order: Order, t: Words): { weighed: boolean; services: ReceiptService[] } {
  const weighIn = weighInOf(order);
  const services = SERVICE_KEYS.flatMap((service) => {
    const record = weighIn
      ? (weighIn.services[service] ?? null)
      : (order[`${service}Order`] as SubOrderRecord | null);
    return record ? [serviceOf(service, record, t)] : [];
  });
  return { weighed: weighIn !== null, services };
}

/**
 * The receipt of a charged order, from its row, its store and the moment it was charged, in the reader's language
 * (docs/rules/languages.md). Pure: the e-mail and the page both take it from here.
 */
function buildReceipt(
  order: Order,
  store: { name: string; address: string; city: string; state: string; zip: string } | null,
  chargedAt: Date,
  t: Words,
): Receipt {
  const weighIn = weighInOf(order);
  const totals = weighIn
    ? weighIn.totals
    : {
        dryCleanSurchargeCents: order.dryCleanSurchargeCents,
        washPressSurchargeCents: order.washPressSurchargeCents,
        minimumDeliverySurchargeCents: order.minimumDeliverySurchargeCents,
        multipleDeliveryCents: order.multipleDeliveryCents,
        expressCents: order.expressCents,
        totalDiscountAmountCents: order.totalDiscountAmountCents,
        gratuityCents: order.gratuityCents,
        totalCents: order.quoteTotalCents,
      };
  // The same labels as the order detail's totals (apps/web/src/features/orders/detail/OrderServices.tsx).
  const charges: ReceiptCharge[] = [
    {
      label: t('receipt.sameDay'),
      amountCents: totals.dryCleanSurchargeCents + totals.washPressSurchargeCents,
    },
    { label: t('receipt.minimumDelivery'), amountCents: totals.minimumDeliverySurchargeCents },
    { label: t('receipt.multipleDelivery'), amountCents: totals.multipleDeliveryCents },
    { label: t('receipt.express'), amountCents: totals.expressCents },
    {
      label: order.promoCode ? t('receipt.promoCode', { code: order.promoCode }) : t('receipt.promo'),
      amountCents: -totals.totalDiscountAmountCents,
    },
    { label: t('receipt.tip'), amountCents: totals.gratuityCents },
    // Staff may charge another amount than the priced total (with a reason): the receipt still adds up.
    { label: t('receipt.adjustment'), amountCents: order.capturedCents - totals.totalCents },
  ].filter((charge) => charge.amountCents !== 0);
  const { weighed, services } = receiptServices(order, t);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    weighed,
    services,
    charges,
    chargedCents: order.capturedCents,
    refundedCents: order.refundedCents,
    card:
      order.cardBrand !== null && order.cardLast4 !== null
        ? cardLabel({ brand: order.cardBrand, last4: order.cardLast4 })
        : null,
    store: store
      ? { name: store.name, address: `${store.address}, ${store.city}, ${store.state} ${store.zip}` }
      : null,
    dates: {
      placed: t.date(order.createdAt),
      pickUp: pickUpLine(order, t),
      delivery: deliveryLine(order, t),
      charged: t.date(chargedAt),
    },
  };
}

/**
 * The receipt of an order read from the database (in the capture's own transaction for its e-mail): its store and
 * the time of its capture (the 'captured' event), else null when nothing has been charged.
 */
export async function loadReceipt(db: Db, order: Order, language?: string | null): Promise<Receipt | null> {
  if (order.capturedCents <= 0) return null;
  const [store] = order.locationId
    ? await db.select().from(locations).where(eq(locations.id, order.locationId))
    : [];
  const [captured] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'captured')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return buildReceipt(order, store ?? null, captured?.at ?? order.updatedAt, wordsFor(language));
}

/** orders.receipt: the order's owner, the guest bound to it, or staff; refused before anything is charged. */
export async function orderReceipt(
  db: Db,
  actor: Actor,
  orderId: string,
  language?: string | null,
): Promise<Receipt> {
  const { order } = await readableOrder(db, actor, orderId);
  const receipt = await loadReceipt(db, order, language);
  if (!receipt) throw new AppError('CONFLICT', RECEIPT_NOT_CHARGED_MESSAGE);
  return receipt;
}
