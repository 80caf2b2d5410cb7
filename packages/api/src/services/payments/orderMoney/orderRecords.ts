import { type Db, type Order, orderEvents, orders, users } from '@laundry/db';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../context';

/** Who an order event names: a user and their role, 'Guest' for a guest session, nobody for the system. */
export interface EventActor {
  userId: string | null;
  role: string | null;
}

export const SYSTEM_ACTOR: EventActor = { userId: null, role: null };

export function eventActorOf(actor: Actor): EventActor {
  if (actor.kind === 'user') return { userId: actor.user.id, role: actor.user.role };
  if (actor.kind === 'guest') return { userId: null, role: 'Guest' };
  return SYSTEM_ACTOR;
}

/** The actor of an operation finished later than its request (by a webhook or the job): the ledger row's user. */
export async function eventActorById(db: Db, userId: string | null): Promise<EventActor> {
  if (!userId) return SYSTEM_ACTOR;
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return { userId, role: user?.role ?? null };
}

/** Changes an order and moves its row version on (staff forms holding the old version are refused). */
export async function changeOrder(tx: Db, orderId: string, set: Partial<Order>): Promise<Order> {
  const [updated] = await tx
    .update(orders)
    .set({ ...set, version: sql`${orders.version} + 1` })
    .where(eq(orders.id, orderId))
    .returning();
  return updated!;
}

/** One entry of the order's timeline. */
export async function recordOrderEvent(
  tx: Db,
  orderId: string,
  kind: string,
  actor: EventActor,
  data: Record<string, unknown>,
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    kind,
    actorUserId: actor.userId,
    actorRole: actor.role,
    data,
  });
}
