import { orderEvents, users } from '@laundry/db';
import { asc, eq } from 'drizzle-orm';
import { type Context, isStaff, STAFF_ROLES } from '../../context';
import { readableOrder } from './orderAccess';

/**
 * What a customer is not shown of an event: the provider's references, internal keys, and the staff's notes on a
 * money action (docs/rules/statuses.md, Timeline; the REST order answer leaves them out the same way), nor the name of
 * the staff member who placed a phone order (docs/decisions/0087-phone-orders.md).
 */
const INTERNAL_KEY = /intent|idempotency|ledger|provider|session|notes|placedBy|phoneOrder/i;

function visibleData(data: Record<string, unknown>, forStaff: boolean): Record<string, unknown> {
  if (forStaff) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => !INTERNAL_KEY.test(key)));
}

function actorName(
  row: { firstName: string | null; lastName: string | null; email: string | null },
  role: string,
): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return name || row.email || role;
}

/**
 * orders.timeline: what happened to the order, oldest first, with who did it (docs/rules/ordering.md, Order
 * detail). Whoever may read the order may read its timeline; a customer sees staff as "Staff" and none of
 * the payment provider's references (docs/rules/statuses.md, Timeline).
 */
export async function orderTimeline(ctx: Context, orderId: string) {
  await readableOrder(ctx.db, ctx.actor, orderId);
  const forStaff = isStaff(ctx.actor);
  const rows = await ctx.db
    .select({
      id: orderEvents.id,
      kind: orderEvents.kind,
      at: orderEvents.createdAt,
      data: orderEvents.data,
      actorRole: orderEvents.actorRole,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((row) => {
    const role = row.actorRole;
    // A driver's step reads to the customer as the staff's do (docs/decisions/0089-driver-role.md).
    const staffActor = role !== null && ([...STAFF_ROLES, 'Driver'] as readonly string[]).includes(role);
    const actor =
      role === null
        ? null
        : role === 'Guest'
          ? { name: 'Guest', role }
          : staffActor && !forStaff
            ? { name: 'Staff', role }
            : { name: actorName(row, role), role };
    return {
      id: row.id,
      kind: row.kind,
      at: row.at.toISOString(),
      actor,
      data: visibleData(row.data, forStaff),
    };
  });
}
