import { type Db, type Order, orderEvents, orders } from '@laundry/db';
import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../context';
import { AppError } from '../../errors';

/** docs/rules/statuses.md, Concurrent changes: a change made on a stale copy of the order is refused. */
export const ORDER_CHANGED_MESSAGE =
  'This order was changed by someone else. Please reload it and try again.';

/**
 * The order, locked until the transaction ends (SELECT ... FOR UPDATE), so two changes to one order run one after the
 * other: every status, store, schedule, edit, weigh-in and money action reads and changes an order under this lock, so
 * two staff pressing Capture at once are served one after the other (docs/rules/money.md, One at a time). With
 * `version` (the version the caller loaded), an order changed since is refused.
 */
export async function lockOrder(tx: Db, orderId: string, version?: number): Promise<Order> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!current) throw new AppError('NOT_FOUND', ORDER_FETCH_MESSAGE);
  if (version !== undefined && version !== current.version) {
    throw new AppError('CONFLICT', ORDER_CHANGED_MESSAGE);
  }
  return current;
}

/** Who made a change, as the order's events record it: a user and their role, 'Guest', or the system. */
export function eventActor(actor: Actor): { actorUserId: string | null; actorRole: string | null } {
  if (actor.kind === 'user') return { actorUserId: actor.user.id, actorRole: actor.user.role };
  if (actor.kind === 'guest') return { actorUserId: null, actorRole: 'Guest' };
  return { actorUserId: null, actorRole: null };
}

/** One line of the order's timeline, written in the transaction of the change it records. */
export async function recordOrderEvent(
  tx: Db,
  actor: Actor,
  orderId: string,
  kind: string,
  data: Record<string, unknown>,
): Promise<void> {
  // clock_timestamp(), not the transaction's start: two events of one change keep their order.
  await tx
    .insert(orderEvents)
    .values({ orderId, ...eventActor(actor), kind, data, createdAt: sql`clock_timestamp()` });
}
