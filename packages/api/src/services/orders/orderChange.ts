import { type Db, orderEvents } from '@laundry/db';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../context';

/** Who made a change, as the order's events record it: a user and their role, 'Guest', or the system. */
function eventActor(actor: Actor): { actorUserId: string | null; actorRole: string | null } {
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
