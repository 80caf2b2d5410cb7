import {
  AUDIT_KINDS,
  type AuditKind,
  auditLog,
  type Db,
  locations,
  orderEvents,
  orders,
  users,
} from '@laundry/db';
import { newYorkInstant } from '@laundry/pricing';
import { and, desc, eq, exists, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { containsPattern } from '../catalog/listing';
import { page } from '../staff/lists';
import { auditActionLabel, auditLogLines } from './auditLogText';
import type { AuditLine, AuditNames } from './auditText';
import { orderEventLabel, orderEventLines, orderEventLocationIds } from './orderEventText';

/** What the audit screen filters by: the audit log's kinds, and the staff's order events ('order'). */
export const AUDIT_SCREEN_KINDS = [...AUDIT_KINDS, 'order'] as const;
type AuditScreenKind = (typeof AUDIT_SCREEN_KINDS)[number];

export interface AuditQuery {
  actorUserId?: string | undefined;
  kind?: AuditScreenKind | undefined;
  /** New York calendar days, 'YYYY-MM-DD', both included. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** An order number ('10023' or '#10023'), or part of the name or e-mail of who made the change. */
  search?: string | undefined;
  limit: number;
}

export interface AuditActor {
  id: string | null;
  email: string | null;
  name: string | null;
}

export interface AuditEntryView {
  id: string;
  at: Date;
  actor: AuditActor | null;
  kind: AuditScreenKind;
  /** The stored action ('create', 'role', ...; an order event's kind: 'status', 'captured', ...). */
  action: string;
  /** The action in the screen's words ('Added', 'Role changed', 'Payment captured', ...). */
  actionLabel: string;
  entityId: string;
  summary: string;
  /** The order of an order entry, for its link. */
  order: { id: string; number: number } | null;
  /** What changed, in the screen's words (docs/rules/roles.md, Audit trail, Readable entries). */
  lines: AuditLine[];
}

/** The roles whose order events are staff actions; literal, so the partial index's predicate matches. */
const STAFF_ORDER_EVENT = sql`${orderEvents.actorRole} in ('Admin', 'SuperAdmin')`;
const STAFF_USER = sql`${users.role} in ('Admin', 'SuperAdmin')`;

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const fullName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/** '10023' or '#10023': the search is an order number. */
function orderNumberOf(search: string | undefined): number | null {
  const match = search ? /^#?\s*(\d{1,9})$/.exec(search) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The people whose name or e-mail holds `pattern`: live staff by their account, and staff whose account is gone
 * by what the audit log kept of them (the e-mail of their entries, the values of their deletion).
 */
function peopleMatching(db: Db, pattern: string) {
  const liveOrKept = db
    .select({ id: users.id })
    .from(users)
    .where(and(STAFF_USER, or(sql`${users.email} ilike ${pattern}`, sql`${fullName} ilike ${pattern}`)));
  const byEntries = db
    .select({ id: sql<string>`${auditLog.actorUserId}` })
    .from(auditLog)
    .where(and(isNotNull(auditLog.actorUserId), sql`${auditLog.actorEmail} ilike ${pattern}`));
  const byDeletion = db
    .select({ id: sql<string>`${auditLog.entityId}::uuid` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.kind, 'user'),
        eq(auditLog.action, 'delete'),
        or(
          sql`${auditLog.before}->>'email' ilike ${pattern}`,
          sql`concat_ws(' ', ${auditLog.before}->>'firstName', ${auditLog.before}->>'lastName') ilike ${pattern}`,
        ),
      ),
    );
  return liveOrKept.union(byEntries).union(byDeletion);
}

function dateRange(column: typeof auditLog.createdAt | typeof orderEvents.createdAt, query: AuditQuery) {
  return [
    query.startDate ? gte(column, new Date(newYorkInstant(query.startDate, 0))) : undefined,
    query.endDate ? lt(column, new Date(newYorkInstant(nextDay(query.endDate), 0))) : undefined,
  ];
}

interface Found {
  id: string;
  at: Date;
  actorUserId: string | null;
  actorEmail: string | null;
  name: string | null;
  userEmail: string | null;
  deleted: boolean;
  view: (names: AuditNames) => Omit<AuditEntryView, 'actor'>;
  locationIds: string[];
}

/** The people a search names, and the pattern it matches their e-mail with. */
interface PersonSearch {
  ids: ReturnType<typeof peopleMatching>;
  pattern: string;
}

async function auditLogRows(db: Db, query: AuditQuery, person: PersonSearch | undefined): Promise<Found[]> {
  const rows = await db
    .select({ entry: auditLog, name: fullName, userEmail: users.email, deletedAt: users.deletedAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        query.actorUserId ? eq(auditLog.actorUserId, query.actorUserId) : undefined,
        query.kind ? eq(auditLog.kind, query.kind as AuditKind) : undefined,
        ...dateRange(auditLog.createdAt, query),
        person
          ? or(inArray(auditLog.actorUserId, person.ids), sql`${auditLog.actorEmail} ilike ${person.pattern}`)
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
  return rows.map(({ entry, name, userEmail, deletedAt }) => ({
    id: entry.id,
    at: entry.createdAt,
    actorUserId: entry.actorUserId,
    actorEmail: entry.actorEmail,
    name,
    userEmail,
    deleted: deletedAt !== null,
    locationIds:
      entry.kind === 'user'
        ? [entry.before?.locationId, entry.after?.locationId].filter(
            (id): id is string => typeof id === 'string',
          )
        : [],
    view: (names) => ({
      id: entry.id,
      at: entry.createdAt,
      kind: entry.kind,
      action: entry.action,
      actionLabel: auditActionLabel(entry.action),
      entityId: entry.entityId,
      summary: entry.summary,
      order: null,
      lines: auditLogLines(entry.kind, entry.before ?? null, entry.after ?? null, names),
    }),
  }));
}

async function orderEventRows(
  db: Db,
  query: AuditQuery,
  orderNumber: number | null,
  person: PersonSearch | undefined,
): Promise<Found[]> {
  const rows = await db
    .select({
      event: orderEvents,
      orderNumber: orders.orderNumber,
      name: fullName,
      userEmail: users.email,
      deletedAt: users.deletedAt,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(
      and(
        STAFF_ORDER_EVENT,
        query.actorUserId ? eq(orderEvents.actorUserId, query.actorUserId) : undefined,
        ...dateRange(orderEvents.createdAt, query),
        orderNumber !== null ? eq(orders.orderNumber, orderNumber) : undefined,
        person ? inArray(orderEvents.actorUserId, person.ids) : undefined,
      ),
    )
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(query.limit + 1);
  return rows.map(({ event, orderNumber: number, name, userEmail, deletedAt }) => ({
    id: event.id,
    at: event.createdAt,
    actorUserId: event.actorUserId,
    actorEmail: null,
    name,
    userEmail,
    deleted: deletedAt !== null,
    locationIds: orderEventLocationIds(event.data),
    view: (names) => ({
      id: event.id,
      at: event.createdAt,
      kind: 'order',
      action: event.kind,
      actionLabel: orderEventLabel(event.kind),
      entityId: event.orderId,
      summary: `Order #${number}`,
      order: { id: event.orderId, number },
      lines: orderEventLines(event.kind, event.data, names),
    }),
  }));
}

/** Who a deleted staff member was, from the audit entry of their deletion (their account keeps nothing). */
async function deletedPeople(
  db: Db,
  ids: string[],
): Promise<Map<string, { email: string | null; name: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: auditLog.entityId, before: auditLog.before })
    .from(auditLog)
    .where(and(eq(auditLog.kind, 'user'), eq(auditLog.action, 'delete'), inArray(auditLog.entityId, ids)));
  return new Map(
    rows.map(({ id, before }) => {
      const value = (key: string) => (typeof before?.[key] === 'string' ? (before[key] as string) : null);
      const name = [value('firstName'), value('lastName')].filter(Boolean).join(' ') || null;
      return [id, { email: value('email'), name }];
    }),
  );
}

async function storeNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The audit screen (docs/rules/roles.md, Audit trail): the audit log's entries and the staff's order events,
 * newest first, filtered by who, what kind, which New York days, and a search by order number or by the name or
 * e-mail of who made the change. Each source is read newest first up to the page's size (an index range each:
 * audit_log_created_at_idx, order_events_staff_created_at_idx, order_events_actor_created_at_idx, the order
 * number's unique index), and the two are merged.
 */
export async function listAuditEntries(db: Db, query: AuditQuery) {
  const search = query.search?.trim() || undefined;
  const orderNumber = orderNumberOf(search);
  const pattern = search && orderNumber === null ? containsPattern(search) : undefined;
  const person = pattern ? { ids: peopleMatching(db, pattern), pattern } : undefined;
  const wantsLog = query.kind !== 'order' && orderNumber === null;
  const wantsOrders = query.kind === undefined || query.kind === 'order';
  const [logged, ordered] = await Promise.all([
    wantsLog ? auditLogRows(db, query, person) : [],
    wantsOrders ? orderEventRows(db, query, orderNumber, person) : [],
  ]);
  const found = [...logged, ...ordered]
    .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, query.limit + 1);

  const [names, gone] = await Promise.all([
    storeNames(
      db,
      found.flatMap((row) => row.locationIds),
    ),
    deletedPeople(
      db,
      found.filter((row) => row.deleted && row.actorUserId).map((row) => row.actorUserId!),
    ),
  ]);
  const entries: AuditEntryView[] = found.map((row) => {
    const kept = row.actorUserId && row.deleted ? gone.get(row.actorUserId) : undefined;
    const email = row.actorEmail ?? kept?.email ?? (row.deleted ? null : row.userEmail);
    const name = row.name ?? kept?.name ?? null;
    const actor = row.actorUserId || email ? { id: row.actorUserId, email, name } : null;
    return { ...row.view({ locations: names }), actor };
  });
  return page(entries, query.limit);
}

/**
 * The people who appear in the audit trail, for the screen's person filter: whoever has an audit log entry,
 * and the staff members with order events of their own.
 */
export async function listAuditActors(db: Db): Promise<AuditActor[]> {
  const fromLog = await db
    .selectDistinct({ id: auditLog.actorUserId, email: auditLog.actorEmail, name: fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(isNotNull(auditLog.actorUserId));
  const fromOrders = await db
    .select({ id: users.id, email: users.email, name: fullName })
    .from(users)
    .where(
      and(
        STAFF_USER,
        sql`${users.deletedAt} is null`,
        exists(
          db
            .select({ one: sql`1` })
            .from(orderEvents)
            .where(and(eq(orderEvents.actorUserId, users.id), STAFF_ORDER_EVENT)),
        ),
      ),
    );
  // One entry per person, even when their e-mail changed between entries.
  const byId = new Map<string, AuditActor & { id: string }>();
  for (const row of [...fromOrders, ...fromLog])
    if (row.id && !byId.has(row.id)) byId.set(row.id, { ...row, id: row.id });
  return [...byId.values()].sort((a, b) => (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? ''));
}
