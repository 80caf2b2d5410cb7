import { AUDIT_KINDS, type AuditKind, auditLog, type Db, users } from '@laundry/db';
import { newYorkInstant } from '@laundry/pricing';
import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { page } from '../staff/lists';

export interface AuditQuery {
  actorUserId?: string | undefined;
  kind?: AuditKind | undefined;
  /** New York calendar days, 'YYYY-MM-DD', both included. */
  startDate?: string | undefined;
  endDate?: string | undefined;
  limit: number;
}

export interface AuditEntryView {
  id: string;
  at: Date;
  actor: { id: string | null; email: string | null; name: string | null } | null;
  kind: AuditKind;
  action: string;
  entityId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const fullName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`;

/**
 * The audit screen (docs/rules/roles.md, Audit trail): newest first, filtered by who, what kind and
 * which New York days.
 */
export async function listAuditEntries(db: Db, query: AuditQuery) {
  const rows = await db
    .select({ entry: auditLog, name: fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        query.actorUserId ? eq(auditLog.actorUserId, query.actorUserId) : undefined,
        query.kind ? eq(auditLog.kind, query.kind) : undefined,
        query.startDate ? gte(auditLog.createdAt, new Date(newYorkInstant(query.startDate, 0))) : undefined,
        query.endDate
          ? lt(auditLog.createdAt, new Date(newYorkInstant(nextDay(query.endDate), 0)))
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit + 1);
  const entries: AuditEntryView[] = rows.map(({ entry, name }) => ({
    id: entry.id,
    at: entry.createdAt,
    actor:
      entry.actorUserId || entry.actorEmail ? { id: entry.actorUserId, email: entry.actorEmail, name } : null,
    kind: entry.kind,
    action: entry.action,
    entityId: entry.entityId,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
  return page(entries, query.limit);
}

/** The people who appear in the log, for the screen's person filter. */
export async function listAuditActors(
  db: Db,
): Promise<{ id: string; email: string | null; name: string | null }[]> {
  const rows = await db
    .selectDistinct({ id: auditLog.actorUserId, email: auditLog.actorEmail, name: fullName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(isNotNull(auditLog.actorUserId));
  // One entry per person, even when their e-mail changed between entries.
  const byId = new Map<string, { id: string; email: string | null; name: string | null }>();
  for (const row of rows) if (row.id && !byId.has(row.id)) byId.set(row.id, { ...row, id: row.id });
  return [...byId.values()].sort((a, b) => (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? ''));
}

export { AUDIT_KINDS };
