import { type AuditKind, auditLog, type Db } from '@laundry/db';
import type { SessionUser } from '../../context';

export interface AuditChange {
  kind: AuditKind;
  /** 'create', 'update', 'delete', 'role', ... */
  action: string;
  entityId: string;
  summary?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Fields never copied into the audit trail. */
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'temporaryPassword']);

function scrub(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !SECRET_FIELDS.has(key)));
}

/**
 * Records one staff change. Pass the transaction that makes the change, so the entry is committed
 * exactly with it (docs/rules/roles.md, Audit trail).
 */
export async function recordAudit(tx: Db, actor: SessionUser, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    kind: change.kind,
    action: change.action,
    entityId: change.entityId,
    summary: change.summary ?? '',
    before: scrub(change.before),
    after: scrub(change.after),
  });
}
