import { type Db, orders } from '@laundry/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

type Tx = Pick<Db, 'update'>;

/**
 * A verified address's guest orders join its account (docs/decisions/0041-order-links.md): run in the
 * transaction that verifies the address, so an unproven address never gathers someone else's orders.
 */
export async function claimGuestOrders(tx: Tx, userId: string, email: string): Promise<number> {
  const claimed = await tx
    .update(orders)
    .set({ userId, guestEmail: null, version: sql`${orders.version} + 1` })
    .where(and(isNull(orders.userId), eq(orders.email, email.toLowerCase())))
    .returning({ id: orders.id });
  return claimed.length;
}
