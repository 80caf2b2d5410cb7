import { orderStatusLabel, SERVICE_LABELS, timeWindowLabel } from '@laundry/pricing';
import type { ExportedOrderRecord } from './columns';

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
] as const;

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const slot = (date: string | null, hour: number | null) =>
  date === null ? '' : hour === null ? date : `${date} ${timeWindowLabel(hour)}`;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is kept as text with a leading
 * apostrophe (OWASP, CSV injection): names and addresses are typed by customers.
 */
export function safeCell(text: string | null | undefined): string {
  const value = text ?? '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One order as a row of the export, in the order of ORDER_CSV_HEADERS. */
export function orderCsvRow(row: ExportedOrderRecord): string[] {
  const a = row.address;
  return [
    String(row.orderNumber),
    safeCell(row.firstName),
    safeCell(row.email),
    safeCell(row.phone),
    safeCell(a.address),
    safeCell(a.address2),
    safeCell(a.city),
    safeCell(a.state),
    safeCell(a.zip),
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
    safeCell(row.locationName),
    row.placedAt,
  ];
}
