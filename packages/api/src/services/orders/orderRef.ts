import { type Db, orders } from '@laundry/db';
import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../context';
import { AppError } from '../../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_NUMBER = /^\d{1,9}$/;

/**
 * An order named by its id (`_id`) or its order number (`orderId`, docs/rules/records.md, Orders), as text or a
 * number: the REST paths of the old client and the order detail's address `/app/order/id/{orderId}`. Anything
 * else, or a number no order has, is the spec's 'There was an error getting orders.'
 * (docs/decisions/0014-server-rest-compatibility.md).
 *
 * A guest names an order by its id only, the unguessable one in the order's link: order numbers are counted,
 * and a guest session is only as strong as the e-mail typed for it (docs/decisions/0068-guest-mailbox-proof.md).
 */
export async function resolveOrderRef(db: Db, ref: unknown, actor: Actor): Promise<string> {
  const text =
    typeof ref === 'number' && Number.isInteger(ref)
      ? String(ref)
      : typeof ref === 'string'
        ? ref.trim()
        : '';
  if (UUID.test(text)) return text.toLowerCase();
  if (!ORDER_NUMBER.test(text)) throw new AppError('BAD_INPUT', ORDER_FETCH_MESSAGE);
  if (actor.kind !== 'user') throw new AppError('NOT_FOUND', ORDER_FETCH_MESSAGE);
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, Number(text)));
  if (!row) throw new AppError('NOT_FOUND', ORDER_FETCH_MESSAGE);
  return row.id;
}
