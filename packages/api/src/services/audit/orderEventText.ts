import { SERVICE_LABELS } from '@laundry/domain';
import { timeWindowLabel } from '@laundry/pricing';
import { DateTime } from 'luxon';
import {
  type AuditLine,
  type AuditNames,
  type FieldText,
  fallbackField,
  field,
  humanize,
  instant,
  isRecord,
  money,
  NONE,
  region,
  status,
  store,
  text,
  yesNo,
} from './auditText';

/**
 * The order entries of the audit screen: the staff's order events (status, location, edit, reschedule, charge,
 * refund, cancel, reauthorization) in the screen's words (docs/rules/roles.md, Audit trail, Readable entries).
 * The labels of the kinds are the order timeline's (apps/web/src/features/orders/detail/timelineText.ts).
 */
const EVENT_LABELS: Record<string, string> = {
  created: 'Order placed',
  edited: 'Order edited',
  weighed: 'Weighed in',
  rescheduled: 'Rescheduled',
  status: 'Status changed',
  location: 'Location changed',
  canceled: 'Order canceled',
  captured: 'Payment captured',
  refunded: 'Payment refunded',
  reauthRequested: 'New authorization requested',
  reauthWithdrawn: 'New authorization no longer needed',
  reauthorized: 'Card authorized for the new amount',
  authorizationExpired: 'Card authorization expired',
  authorizationUpdated: 'Card authorization updated',
  captureOnCanceledOrder: 'Payment captured on a canceled order',
};

export const orderEventLabel = (kind: string) => EVENT_LABELS[kind] ?? humanize(kind);

/** Keys that name the provider's or the system's bookkeeping, never shown (as on the customer's timeline). */
const INTERNAL_KEY = /intent|idempotency|ledger|provider|session|eventId|objectId/i;
const HIDDEN = new Set(['source', 'clientQuoteTotalCents', 'priceChanged', 'specialId', 'version']);

const REAUTH_STATES: Record<string, string> = {
  Waiting: 'Waiting for the customer',
  Complete: 'Approved by the customer',
  Expired: 'Expired',
};
const reauthState: FieldText['format'] = (value) =>
  typeof value === 'string' ? (REAUTH_STATES[value] ?? value) : NONE;

const REASONS: Record<string, string> = {
  rescheduled: 'Rescheduled',
  aboveHold: 'A charge above the authorized amount',
  holdExpired: 'The authorization had expired',
  requested: 'Asked by staff',
};
const reason: FieldText['format'] = (value) =>
  typeof value === 'string' ? (REASONS[value] ?? humanize(value)) : text(value);

const card: FieldText['format'] = (value) => {
  if (!isRecord(value)) return text(value);
  const brand = typeof value.brand === 'string' && value.brand !== 'card' ? humanize(value.brand) : 'Card';
  return value.last4 ? `${brand} ending ${String(value.last4)}` : brand;
};

const slot = (date: unknown, hour: unknown) => {
  if (typeof date !== 'string') return null;
  const when = DateTime.fromISO(date, { zone: 'America/New_York' }).toFormat('ccc, LLL d, yyyy');
  return typeof hour === 'number' ? `${when}, ${timeWindowLabel(hour)}` : when;
};

const address: FieldText['format'] = (value) => {
  if (!isRecord(value)) return text(value);
  const street = [value.address, value.address2]
    .filter((part) => typeof part === 'string' && part)
    .join(', ');
  const place = [value.city, [value.state, value.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(', ') || NONE;
};

/** A priced service as the edit recorded it: '15 lbs with Softener ($29.00)', '2 × Shirt, 1 × Pants ($14.00)'. */
const subOrder: FieldText['format'] = (value, names) => {
  if (!isRecord(value)) return value === null || value === undefined ? 'None' : text(value);
  const rows = Array.isArray(value.rows) ? value.rows.filter(isRecord) : [];
  const products = Array.isArray(value.products) ? value.products.filter(isRecord) : [];
  const draft = isRecord(value.draft) ? value.draft : {};
  const parts: string[] = [];
  if (typeof draft.weightLbs === 'number') parts.push(`${draft.weightLbs} lbs`);
  if (rows.length > 0)
    parts.push(rows.map((row) => `${String(row.quantity)} × ${String(row.item)}`).join(', '));
  let line = parts.join(', ') || 'Chosen';
  if (products.length > 0) line += ` with ${products.map((product) => String(product.item)).join(', ')}`;
  return typeof value.quoteCents === 'number' ? `${line} (${money(value.quoteCents, names)})` : line;
};

/** The order's own fields, as an edit records them (services/orders/editChanges.ts). */
const ORDER_FIELDS: Record<string, FieldText> = {
  address: field('Address', address),
  firstName: field('First name'),
  email: field('Email'),
  phone: field('Phone'),
  sms: field('Text notifications', yesNo),
  instructions: field('Instructions'),
  region: field('Region', region),
  status: field('Status', status),
  locationId: field('Location', store),
  washFoldOrder: field(SERVICE_LABELS.washFold, subOrder),
  organicWashFoldOrder: field(SERVICE_LABELS.organicWashFold, subOrder),
  washPressOrder: field(SERVICE_LABELS.washPress, subOrder),
  dryCleanOrder: field(SERVICE_LABELS.dryClean, subOrder),
  tailoringOrder: field(SERVICE_LABELS.tailoring, subOrder),
  comforterOrder: field(SERVICE_LABELS.comforter, subOrder),
  isExpressDelivery: field('Express delivery', yesNo),
  servicesSubtotalCents: field('Services subtotal', money),
  productsCents: field('Products', money),
  dryCleanSurchargeCents: field('Same-day surcharge, Dry Clean', money),
  washPressSurchargeCents: field('Same-day surcharge, Wash & Press', money),
  minimumDeliverySurchargeCents: field('Minimum delivery surcharge', money),
  multipleDeliveryCents: field('Multiple delivery charge', money),
  expressCents: field('Express charge', money),
  totalDiscountAmountCents: field('Discount', money),
  gratuityCents: field('Gratuity', money),
  promoCode: field('Promo code'),
  quoteTotalCents: field('Quote total', money),
  reauthStatus: field('New authorization', reauthState),
  amountAuthorizedCents: field('Authorized', money),
};

/** The amounts and notes the money events carry; the amount's label depends on the event. */
const AMOUNT_LABELS: Record<string, string> = {
  captured: 'Amount captured',
  captureOnCanceledOrder: 'Amount captured',
  refunded: 'Amount refunded',
  reauthRequested: 'New amount to authorize',
  reauthorized: 'Amount authorized',
};

const EVENT_FIELDS: Record<string, FieldText> = {
  authorizedCents: field('Authorized', money),
  amountAuthorizedCents: field('Authorized', money),
  previousAuthorizedCents: field('Authorized before', money),
  releasedCents: field('Released from the hold', money),
  refundedCents: field('Refunded in all', money),
  capturedCents: field('Captured', money),
  reauthAmountCents: field('New amount to authorize', money),
  notes: field('Notes'),
  reason: field('Reason', reason),
  cancellationReason: field('Reason', reason),
  statusBefore: field('Status before', status),
  statusAfter: field('Status after', status),
  authorizedAt: field('Authorized at', instant),
  card: field('Card', card),
  status: field('Status', status),
  locationId: field('Location', store),
  quoteTotalCents: field('Quote total', money),
  sameDaySurchargeCents: field('Same-day surcharge', money),
};

/** The order the facts of an event are told in (jsonb keeps no order of its own): the amount first, notes last. */
const FACT_ORDER = [
  'amountCents',
  'reauthAmountCents',
  'quoteTotalCents',
  'authorizedCents',
  'amountAuthorizedCents',
  'previousAuthorizedCents',
  'releasedCents',
  'capturedCents',
  'refundedCents',
  'card',
  'status',
  'statusBefore',
  'statusAfter',
  'locationId',
  'authorizedAt',
  'reason',
  'cancellationReason',
  'notes',
];
const factRank = (key: string) => {
  const rank = FACT_ORDER.indexOf(key);
  return rank === -1 ? FACT_ORDER.length - 1.5 : rank;
};

const shown = (key: string) => !HIDDEN.has(key) && !INTERNAL_KEY.test(key);

/** A schedule as the reschedule records it (the draft's shape), one line per window that moved. */
function scheduleLines(before: Record<string, unknown>, after: Record<string, unknown>): AuditLine[] {
  const parts = [
    ['Pick-up', 'pickUpDate', 'pickUpHour'],
    ['Delivery', 'deliveryDate', 'deliveryHour'],
    ['Second delivery', 'deliveryDate2', 'deliveryHour2'],
  ] as const;
  const lines: AuditLine[] = [];
  for (const [label, date, hour] of parts) {
    const from = slot(before[date], before[hour]) ?? NONE;
    const to = slot(after[date], after[hour]) ?? NONE;
    if (from !== to) lines.push({ field: label, before: from, after: to });
  }
  return lines;
}

/** A before/after pair of one field, or of a record of fields (status and reauthorization). */
function pairLines(key: string, before: unknown, after: unknown, names: AuditNames): AuditLine[] {
  if (isRecord(after) && 'pickUpDate' in after) return scheduleLines(isRecord(before) ? before : {}, after);
  if (key === 'location' || (isRecord(after) && 'name' in after)) {
    const from = before === null || before === undefined ? NONE : store(before, names);
    return [{ field: 'Location', before: from, after: store(after, names) }];
  }
  const known = ORDER_FIELDS[key] ?? EVENT_FIELDS[key];
  if (known) {
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
    return [{ field: known.label, before: known.format(before, names), after: known.format(after, names) }];
  }
  if (isRecord(before) || isRecord(after)) {
    const from = isRecord(before) ? before : {};
    const to = isRecord(after) ? after : {};
    return [...new Set([...Object.keys(from), ...Object.keys(to)])]
      .filter(shown)
      .flatMap((field) => pairLines(field, from[field], to[field], names));
  }
  if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
  const { label, format } = fallbackField(key, after ?? before);
  return [{ field: label, before: format(before, names), after: format(after, names) }];
}

/**
 * A weigh-in (services/orders/weighIn/save.ts): the total before and after it, each service's estimate and weighed
 * amounts, then the staff's notes (docs/decisions/0082-orders-weigh-in.md).
 */
function weighedLines(data: Record<string, unknown>, names: AuditNames): AuditLine[] {
  const lines: AuditLine[] = [
    {
      field: 'Total',
      before: money(data.beforeTotalCents, names),
      after: money(data.afterTotalCents, names),
    },
  ];
  const changes = Array.isArray(data.changes) ? data.changes.filter(isRecord) : [];
  for (const change of changes) {
    lines.push({
      field: text(change.label ?? change.service),
      before: money(change.estimateCents, names),
      after: money(change.finalCents, names),
    });
  }
  if (typeof data.notes === 'string' && data.notes !== '') lines.push({ field: 'Notes', value: data.notes });
  return lines;
}

/**
 * An order event's lines: what changed (before and after: status, location, schedule, quote total, the edited
 * fields) and what the action moved (amounts, notes, reason), each with its label; bookkeeping left out.
 */
export function orderEventLines(kind: string, data: Record<string, unknown>, names: AuditNames): AuditLine[] {
  if (kind === 'weighed') return weighedLines(data, names);
  const lines: AuditLine[] = [];
  if ('before' in data || 'after' in data) {
    const key = kind === 'status' ? 'status' : kind;
    lines.push(...pairLines(key, data.before, data.after, names));
  }
  if (isRecord(data.changes)) {
    for (const [key, change] of Object.entries(data.changes)) {
      if (!shown(key) || !isRecord(change)) continue;
      lines.push(...pairLines(key, change.before, change.after, names));
    }
  }
  const facts = Object.entries(data).sort(([a], [b]) => factRank(a) - factRank(b));
  for (const [key, value] of facts) {
    if (key === 'before' || key === 'after' || key === 'changes' || !shown(key)) continue;
    if (isRecord(value) && ('before' in value || 'after' in value)) {
      lines.push(...pairLines(key, value.before, value.after, names));
      continue;
    }
    if (value === null || value === undefined || value === '') continue;
    const known =
      key === 'amountCents' ? field(AMOUNT_LABELS[kind] ?? 'Amount', money) : (EVENT_FIELDS[key] ?? null);
    const { label, format } = known ?? fallbackField(key, value);
    lines.push({ field: label, value: format(value, names) });
  }
  return lines;
}

/** The stores an event names by id (an edit's location, an order placed), for one lookup per page. */
export function orderEventLocationIds(data: Record<string, unknown>): string[] {
  const ids: string[] = [];
  if (typeof data.locationId === 'string') ids.push(data.locationId);
  const change = isRecord(data.changes) ? data.changes.locationId : undefined;
  if (isRecord(change)) {
    for (const id of [change.before, change.after]) if (typeof id === 'string') ids.push(id);
  }
  return ids;
}
