import type { Order } from '@laundry/db';

/** What an edit may change, as recorded on the order's 'edited' event. */
const EDITABLE_FIELDS = [
  'address',
  'firstName',
  'email',
  'phone',
  'sms',
  'instructions',
  'region',
  'status',
  'locationId',
  'washFoldOrder',
  'organicWashFoldOrder',
  'washPressOrder',
  'dryCleanOrder',
  'tailoringOrder',
  'comforterOrder',
  'isExpressDelivery',
  'servicesSubtotalCents',
  'productsCents',
  'dryCleanSurchargeCents',
  'washPressSurchargeCents',
  'minimumDeliverySurchargeCents',
  'multipleDeliveryCents',
  'expressCents',
  'totalDiscountAmountCents',
  'gratuityCents',
  'promoCode',
  'specialId',
  'quoteTotalCents',
] as const satisfies readonly (keyof Order)[];

/** Each field the edit changed, with its value before and after. */
export function editChanges(
  before: Order,
  after: Order,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of EDITABLE_FIELDS) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      changes[field] = { before: before[field], after: after[field] };
    }
  }
  return changes;
}
