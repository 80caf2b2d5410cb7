import { orderStatusLabel, SERVICE_LABELS, type ServiceKey, timeWindowLabel } from '@laundry/pricing';
import { centsToDollars } from '@laundry/validators/settingsFormValues';
import { spreadsheetSafe } from '../../csv';
import { type WeighInRecord, weighInOf } from '../weighIn/record';
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

// The export writes these for every one of up to 100,000 rows, so each is a plain loop over strings rather than arrays
// made and joined per cell (bench/README.md, The export's own CPU).

const dollars = (cents: number | null) => (cents === null ? '' : centsToDollars(cents));

/** Each hour's window label, made once: three slots a row would otherwise build six clock texts. */
const WINDOW_LABELS = Array.from({ length: 24 }, (_, hour) => timeWindowLabel(hour));
const slot = (date: string | null, hour: number | null) =>
  date === null ? '' : hour === null ? date : `${date} ${WINDOW_LABELS[hour] ?? timeWindowLabel(hour)}`;

const WEIGHED = ['washFold', 'organicWashFold'] as const;
const ITEMIZED = ['dryClean', 'washPress', 'tailoring', 'comforter'] as const;

/** `list` with `part` added, '; ' between parts. */
const and = (list: string, part: string) => (list === '' ? part : `${list}; ${part}`);

/** 'Wash & Fold; Dry Clean': the order's services by their labels. */
function services(keys: readonly ServiceKey[]): string {
  let text = '';
  for (const key of keys) text = and(text, SERVICE_LABELS[key]);
  return text;
}

/** 'Wash & Fold 12 lb; Organic Wash & Fold 5.5 lb': each service sold by weight, with its pounds. */
function weights(estimate: Pick<EstimatedServices, (typeof WEIGHED)[number]>): string {
  let text = '';
  for (const service of WEIGHED) {
    const pounds = estimate[service];
    if (typeof pounds === 'number') text = and(text, `${SERVICE_LABELS[service]} ${pounds} lb`);
  }
  return text;
}

/** '2 Shirt; 1 Suit': every item row of the per-item services, in the services' order. */
function items(rows: Pick<EstimatedServices, (typeof ITEMIZED)[number]>): string {
  let text = '';
  for (const service of ITEMIZED) {
    for (const row of rows[service] ?? []) text = and(text, `${row.quantity} ${row.item}`);
  }
  return text;
}

/** The weigh-in's services in the estimate's shape: weights from its drafts, items from its rows. */
function weighed(record: WeighInRecord): EstimatedServices {
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

/** A note's text, trimmed, labelled and added to `list`; `list` as it was when the note is empty. */
const note = (list: string, label: string, text: string | null | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? and(list, `${label}: ${trimmed}`) : list;
};

/** 'Charge: …; Refund: …; Weigh-in: …': the notes staff wrote on the order, each named. */
function staffNotes(row: ExportedOrderRecord, record: WeighInRecord | null): string {
  return note(
    note(note('', 'Charge', row.chargeNotes), 'Refund', row.refundNotes),
    'Weigh-in',
    record?.notes,
  );
}

/** One order as a row of the export, in the order of ORDER_CSV_HEADERS. */
export function orderCsvRow(row: ExportedOrderRecord): string[] {
  const record = weighInOf(row);
  const received = record ? weighed(record) : null;
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
    services(row.orderServices),
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
    spreadsheetSafe(staffNotes(row, record)),
  ];
}
