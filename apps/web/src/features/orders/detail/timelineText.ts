import type { StatusAudience } from '@laundry/domain';
import type { MessageId } from '../../../i18n/messageIds';
import { formatNewYorkTime } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import { formatSlot } from '../../ordering/dates';
import { statusLabel } from '../orderLabels';
import { tr } from '../translate';

/** The order's events in the product's words; an event kind not listed here reads as its own name. */
const EVENT_LABELS: Record<string, MessageId> = {
  created: 'account.timeline.event.created',
  edited: 'account.timeline.event.edited',
  rescheduled: 'account.timeline.event.rescheduled',
  status: 'account.timeline.event.status',
  location: 'account.timeline.event.location',
  canceled: 'account.timeline.event.canceled',
  captured: 'account.timeline.event.captured',
  refunded: 'account.timeline.event.refunded',
  reauthRequested: 'account.timeline.event.reauthRequested',
  reauthorized: 'account.timeline.event.reauthorized',
  authorizationExpired: 'account.timeline.event.authorizationExpired',
  authorizationUpdated: 'account.timeline.event.authorizationUpdated',
  captureOnCanceledOrder: 'account.timeline.event.captureOnCanceledOrder',
  weighed: 'account.timeline.event.weighed',
};

/** 'reauthRequested' → 'Reauth requested': a readable name for a kind this screen does not know yet. */
function humanize(kind: string): string {
  const words = kind
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Event';
}

export function eventLabel(kind: string): string {
  const id = EVENT_LABELS[kind];
  return id ? tr(id) : humanize(kind);
}

/**
 * An event's title: its label, and for a weigh-in who weighed (issue 36: "Weighed by Dana"), the actor's name as the
 * event recorded it.
 */
export function eventTitle(kind: string, actor: { name: string | null } | null): string {
  const name = actor?.name?.trim();
  if (kind === 'weighed' && name) return tr('account.timeline.weighedBy', { name });
  return eventLabel(kind);
}

/** docs/rules/regions.md: every time is shown in New York time, whoever looks at it (lib/dates.ts). */
export const newYorkTime = formatNewYorkTime;

const ROLE_WORDS: Record<string, MessageId> = {
  Customer: 'account.timeline.role.customer',
  Admin: 'account.timeline.role.admin',
  SuperAdmin: 'account.timeline.role.superAdmin',
  Driver: 'account.timeline.role.driver',
  Guest: 'account.timeline.role.guest',
};

/**
 * The server's own words in place of a name (packages/api/src/services/orders/timeline.ts): a customer reads staff and
 * drivers as 'Staff', and a guest is 'Guest' (docs/rules/statuses.md, Timeline).
 */
function nameText(name: string, role: string | null): string {
  if (name === 'Guest' && role === 'Guest') return tr('account.timeline.name.guest');
  if (name === 'Staff' && role !== null && role !== 'Customer' && role !== 'Guest') {
    return tr('account.timeline.name.staff');
  }
  return name;
}

export function actorText(actor: { name: string | null; role: string | null } | null): string {
  if (!actor) return tr('account.timeline.automatic');
  const roleId = actor.role ? ROLE_WORDS[actor.role] : undefined;
  const role = actor.role ? (roleId ? tr(roleId) : actor.role) : null;
  const given = actor.name?.trim() || null;
  const name = given ? nameText(given, actor.role) : null;
  if (name && role) return tr('account.timeline.actor', { name, role });
  return name ?? role ?? tr('account.timeline.someone');
}

const asText = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const asCents = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const asRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** A schedule as events record it (the draft's shape): 'pick-up Mon, Nov 24, 9-10am'. */
function scheduleText(value: Record<string, unknown>): string | null {
  const pickUpDate = asText(value.pickUpDate);
  const pickUpHour = typeof value.pickUpHour === 'number' ? value.pickUpHour : null;
  if (!pickUpDate || pickUpHour === null) return null;
  const parts = [tr('account.timeline.pickUp', { slot: formatSlot(pickUpDate, pickUpHour) })];
  const deliveryDate = asText(value.deliveryDate);
  const deliveryHour = typeof value.deliveryHour === 'number' ? value.deliveryHour : null;
  if (deliveryDate)
    parts.push(tr('account.timeline.delivery', { slot: formatSlot(deliveryDate, deliveryHour) }));
  const deliveryDate2 = asText(value.deliveryDate2);
  const deliveryHour2 = typeof value.deliveryHour2 === 'number' ? value.deliveryHour2 : null;
  if (deliveryDate2 && value.multipleDeliveries)
    parts.push(tr('account.timeline.secondDelivery', { slot: formatSlot(deliveryDate2, deliveryHour2) }));
  return parts.join(', ');
}

/**
 * What a before/after pair says: a status (in the words this audience reads: docs/rules/statuses.md, What customers
 * read), a location, a schedule or a plain value.
 */
function changeText(before: unknown, after: unknown, audience: StatusAudience): string | null {
  const status = (value: unknown) => asText(value) ?? asText(asRecord(value)?.status);
  const beforeRecord = asRecord(before);
  const afterRecord = asRecord(after);
  if (afterRecord && 'pickUpDate' in afterRecord) {
    const next = scheduleText(afterRecord);
    return next ? tr('account.timeline.now', { schedule: next }) : null;
  }
  if (afterRecord && 'name' in afterRecord) {
    const from = asText(beforeRecord?.name) ?? tr('account.timeline.noLocation');
    return `${from} → ${asText(afterRecord.name) ?? ''}`.trim();
  }
  const from = status(before);
  const to = status(after);
  const label = (status: string) => statusLabel(status, audience);
  // New and Unassigned read alike to a customer: a change between them says nothing to them.
  if (from && to && label(from) !== label(to)) return `${label(from)} → ${label(to)}`;
  if (!from && to && typeof after === 'string') return label(to);
  return null;
}

/** A line of what changed, from the fields the order's events carry; null when there is nothing to say. */
export function eventDetail(
  data: Record<string, unknown> | null | undefined,
  audience: StatusAudience,
): string | null {
  if (!data) return null;
  const parts: string[] = [];
  const change = changeText(data.before, data.after, audience);
  if (change) parts.push(change);
  const amount = asCents(data.amountCents);
  if (amount !== null) parts.push(formatCents(amount));
  const released = asCents(data.releasedCents);
  if (released !== null && released > 0)
    parts.push(tr('account.timeline.released', { amount: formatCents(released) }));
  const total = asRecord(data.quoteTotalCents);
  const totalBefore = asCents(total?.before);
  const totalAfter = asCents(total?.after);
  if (totalBefore !== null && totalAfter !== null && totalBefore !== totalAfter) {
    parts.push(
      tr('account.timeline.total', { before: formatCents(totalBefore), after: formatCents(totalAfter) }),
    );
  }
  // Issue 36: a weigh-in says the final total against the one before it, then each service that changed.
  const weighedAfter = asCents(data.afterTotalCents);
  const weighedBefore = asCents(data.beforeTotalCents);
  if (weighedAfter !== null) {
    parts.push(
      weighedBefore !== null
        ? tr('account.timeline.finalTotalWas', {
            after: formatCents(weighedAfter),
            before: formatCents(weighedBefore),
          })
        : tr('account.timeline.finalTotal', { after: formatCents(weighedAfter) }),
    );
  }
  if (Array.isArray(data.changes)) {
    for (const change of data.changes) {
      const record = asRecord(change);
      const label = asText(record?.label);
      const estimate = asCents(record?.estimateCents);
      const final = asCents(record?.finalCents);
      if (label && estimate !== null && final !== null && estimate !== final) {
        parts.push(`${label} ${formatCents(estimate)} → ${formatCents(final)}`);
      }
    }
  }
  const reauthAmount = asCents(data.reauthAmountCents);
  if (reauthAmount !== null && amount === null)
    parts.push(tr('account.timeline.newAmount', { amount: formatCents(reauthAmount) }));
  const notes = asText(data.notes);
  if (notes) parts.push(`“${notes}”`);
  // A phone order's first event, for staff: who placed it for whom (docs/decisions/0087-phone-orders.md).
  const phoneOrder = asText(data.phoneOrder);
  if (phoneOrder) parts.push(phoneOrder);
  return parts.length > 0 ? parts.join(' · ') : null;
}
