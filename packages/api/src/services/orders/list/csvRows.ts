import { orderStatusLabel, SERVICE_LABELS, timeWindowLabel } from '@laundry/pricing';
import { spreadsheetSafe } from '../../csv';
import { weighInOf } from '../weighIn/record';
import type { EstimatedServices, ExportedItemRow, ExportedOrderRecord } from './columns';

/** The orders export's columns (docs/rules/staff-screens.md, Orders screen: the screen's columns, plus contact and money). */
export const ORDER_CSV_HEADERS = [
  'Order Number',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Address 2',
  'City',
  'State',
  'Zip',
  'Services',
  'Pick Up',
  'Delivery',
  'Delivery 2',
  'Express',
  'Gratuity',
  'Quote Total',
  'Final Total',
  'Authorized',
  'Captured',
  'Refunded',
  'Status',
  'Location',
  'Placed',
  // docs/decisions/0086-orders-bulk-actions.md: added at the end, so the columns integrators read keep their places.
  'Delivery Instructions',
  'Estimated Weight',
  'Weighed Weight',
  'Estimated Items',
  'Weighed Items',
  'SMS',
  'Staff Notes',
] as const;

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const slot = (date: string | null, hour: number | null) =>
  date === null ? '' : hour === null ? date : `${date} ${timeWindowLabel(hour)}`;

const WEIGHED = ['washFold', 'organicWashFold'] as const;
const ITEMIZED = ['dryClean', 'washPress', 'tailoring', 'comforter'] as const;

/** 'Wash & Fold 12 lb; Organic Wash & Fold 5.5 lb': each service sold by weight, with its pounds. */
function weights(estimate: Pick<EstimatedServices, (typeof WEIGHED)[number]>): string {
  return WEIGHED.flatMap((service) => {
    const pounds = estimate[service];
    return typeof pounds === 'number' ? [`${SERVICE_LABELS[service]} ${pounds} lb`] : [];
  }).join('; ');
}

/** '2 Shirt; 1 Suit': every item row of the per-item services, in the services' order. */
function items(rows: Pick<EstimatedServices, (typeof ITEMIZED)[number]>): string {
  return ITEMIZED.flatMap((service) =>
    (rows[service] ?? []).map((row) => `${row.quantity} ${row.item}`),
  ).join('; ');
}

/** The weigh-in's services in the estimate's shape: weights from its drafts, items from its rows. */
function weighed(row: ExportedOrderRecord): EstimatedServices | null {
  const record = weighInOf(row);
  if (!record) return null;
  const pounds = (service: (typeof WEIGHED)[number]) => {
    const draft = record.services[service]?.draft as { weightLbs?: unknown } | undefined;
    return typeof draft?.weightLbs === 'number' ? draft.weightLbs : null;
  };
  const rows = (service: (typeof ITEMIZED)[number]): ExportedItemRow[] | null =>
    record.services[service]?.rows ?? null;
  return {
    washFold: pounds('washFold'),
    organicWashFold: pounds('organicWashFold'),
    dryClean: rows('dryClean'),
    washPress: rows('washPress'),
    tailoring: rows('tailoring'),
    comforter: rows('comforter'),
  };
}

/** 'Charge: …; Refund: …; Weigh-in: …': the notes staff wrote on the order, each named. */
function staffNotes(row: ExportedOrderRecord): string {
  const notes = [
    ['Charge', row.chargeNotes],
    ['Refund', row.refundNotes],
    ['Weigh-in', weighInOf(row)?.notes],
  ] as const;
  return notes.flatMap(([label, text]) => (text?.trim() ? [`${label}: ${text.trim()}`] : [])).join('; ');
}

/** One order as a row of the export, in the order of ORDER_CSV_HEADERS. */
export function orderCsvRow(row: ExportedOrderRecord): string[] {
  const received = weighed(row);
  return [
    String(row.orderNumber),
    spreadsheetSafe(row.firstName),
    spreadsheetSafe(row.email),
    spreadsheetSafe(row.phone),
    spreadsheetSafe(row.addressLine),
    spreadsheetSafe(row.address2),
    spreadsheetSafe(row.city),
    spreadsheetSafe(row.state),
    spreadsheetSafe(row.zip),
    row.orderServices.map((service) => SERVICE_LABELS[service]).join('; '),
    slot(row.pickUpDate, row.pickUpHour),
    slot(row.deliveryDate, row.deliverySortHour),
    slot(row.deliveryDate2, row.deliveryHour2),
    row.isExpressDelivery ? 'Yes' : 'No',
    dollars(row.gratuityCents),
    dollars(row.quoteTotalCents),
    dollars(row.finalOrderTotalCents),
    dollars(row.amountAuthorizedCents),
    dollars(row.capturedCents),
    dollars(row.refundedCents),
    orderStatusLabel(row.status),
    spreadsheetSafe(row.locationName),
    row.placedAt,
    spreadsheetSafe(row.instructions),
    weights(row.estimate),
    received ? weights(received) : '',
    spreadsheetSafe(items(row.estimate)),
    spreadsheetSafe(received ? items(received) : ''),
    row.sms ? 'Yes' : 'No',
    spreadsheetSafe(staffNotes(row)),
  ];
}
