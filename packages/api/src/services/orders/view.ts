import type { Order } from '@laundry/db';
import { SERVICE_KEYS, SERVICE_LABELS } from '@laundry/domain';
import { draftFromOrder, type SubOrderRecord } from './records';
import { weighInOf } from './weighIn/record';

/**
 * The weigh-in as the order's pages show it (docs/decisions/0082-orders-weigh-in.md): the services as received in
 * SERVICE_KEYS order, shaped like orderView(...).services, the final totals, and who weighed (staff viewers only).
 */
function weighInView(order: Order, forStaff: boolean) {
  const record = weighInOf(order);
  if (!record) return null;
  const services = SERVICE_KEYS.flatMap((service) => {
    const line = record.services[service];
    if (!line) return [];
    return [{ service, label: SERVICE_LABELS[service], ...line }];
  });
  return {
    services,
    totals: record.totals,
    notes: record.notes,
    weighedAt: record.weighedAt,
    weighedBy: forStaff ? (record.weighedBy?.name ?? null) : null,
  };
}

/**
 * An order as the web client shows it (thank-you page, order detail, the edit flow's starting draft).
 * Money in integer cents; the provider's intent id and the card only for staff.
 */
export function orderView(order: Order, location: { id: string; name: string } | null, forStaff: boolean) {
  const services = SERVICE_KEYS.flatMap((service) => {
    const record = order[`${service}Order`] as SubOrderRecord | null;
    if (!record) return [];
    return [{ service, label: SERVICE_LABELS[service], ...record }];
  });
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    version: order.version,
    region: order.region,
    location,
    userId: order.userId,
    address: order.address,
    firstName: order.firstName,
    email: order.email,
    phone: order.phone,
    sms: order.sms,
    instructions: order.instructions,
    /** The customer's preferences as at placement, for staff (docs/decisions/0093-customer-preferences.md); else null. */
    preferences: forStaff ? order.preferences : null,
    schedule: draftFromOrder(order).schedule,
    isExpressDelivery: order.isExpressDelivery,
    services,
    promoCode: order.promoCode,
    totals: {
      servicesSubtotalCents: order.servicesSubtotalCents,
      productsCents: order.productsCents,
      dryCleanSurchargeCents: order.dryCleanSurchargeCents,
      washPressSurchargeCents: order.washPressSurchargeCents,
      minimumDeliverySurchargeCents: order.minimumDeliverySurchargeCents,
      multipleDeliveryCents: order.multipleDeliveryCents,
      earlierDeliveryServiceQuoteCents: order.earlierDeliveryServiceQuoteCents,
      expressCents: order.expressCents,
      totalDiscountAmountCents: order.totalDiscountAmountCents,
      gratuityCents: order.gratuityCents,
      quoteTotalCents: order.quoteTotalCents,
      finalOrderTotalCents: order.finalOrderTotalCents,
    },
    /** The counter's weigh-in: null until the order is weighed; the customer sees it too (estimate vs final). */
    weighIn: weighInView(order, forStaff),
    payment: {
      provider: order.paymentProvider,
      paymentIntentId: forStaff ? order.paymentIntentId : null,
      /**
       * The card the hold is on, for staff (their Charge and Refund ask with it; docs/decisions/0071-money-actions-confirm.md):
       * the provider's brand ('visa') and last four digits; null when none is recorded.
       */
      card:
        forStaff && order.cardBrand !== null && order.cardLast4 !== null
          ? { brand: order.cardBrand, last4: order.cardLast4 }
          : null,
      amountAuthorizedCents: order.amountAuthorizedCents,
      capturedCents: order.capturedCents,
      refundedCents: order.refundedCents,
      authorizedAt: order.authorizedAt,
      reauthStatus: order.reauthStatus,
      reauthAmountCents: order.reauthAmountCents,
    },
    /** The draft the order was priced from: the edit flow starts from it (docs/rules/ordering.md, The steps). */
    draft: draftFromOrder(order),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

export type OrderView = ReturnType<typeof orderView>;
