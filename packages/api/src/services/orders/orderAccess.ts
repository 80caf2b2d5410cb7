import { type Db, locations, type Order, orders, preparedRows } from '@laundry/db';
import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { type Actor, isStaff, type SessionUser } from '../../context';
import { AppError, FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../errors';

/**
 * Who may see an order (docs/rules/roles.md, Who may do what): staff; the customer whose account it
 * belongs to; a guest session bound to the e-mail of a guest order. An account's orders need the account.
 */
export function canReadOrder(actor: Actor, order: Pick<Order, 'userId' | 'email'>): boolean {
  if (isStaff(actor)) return true;
  if (actor.kind === 'user') return order.userId === actor.user.id;
  if (actor.kind === 'guest') {
    return order.userId === null && actor.email !== null && actor.email.toLowerCase() === order.email;
  }
  return false;
}

export interface LoadedOrder {
  order: Order;
  location: { id: string; name: string } | null;
}

/**
 * Every order page, action and REST path reads its order this way: built once over the wide orders table and
 * prepared by name, its cells taken as the driver parsed them and decoded only where a column's decoder would change
 * them (`preparedRows`, packages/db/src/prepared.ts), as building it and Drizzle's per-cell mapping cost more than
 * reading the row (bench/README.md, The orders screen at a chain's scale).
 */
const orderWithLocation = preparedRows<Order & { storeId: string | null; storeName: string | null }>(
  { ...getTableColumns(orders), storeId: locations.id, storeName: locations.name },
  (db, fields) =>
    db
      .select(fields)
      .from(orders)
      .leftJoin(locations, eq(locations.id, orders.locationId))
      .where(eq(orders.id, sql.placeholder('id')))
      .prepare('order_with_location'),
);

export async function loadOrder(db: Db, orderId: string): Promise<LoadedOrder | null> {
  const [row] = await orderWithLocation(db, { id: orderId });
  if (!row) return null;
  const { storeId, storeName, ...order } = row;
  const location = storeId && storeName ? { id: storeId, name: storeName } : null;
  return { order, location };
}

/** An order already read (the locked row an action changed) with its store's name: the store read, not the order again. */
export async function withLocation(db: Db, order: Order): Promise<LoadedOrder> {
  if (!order.locationId) return { order, location: null };
  const [location] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.id, order.locationId));
  return { order, location: location ?? null };
}

/**
 * An order the caller has just placed, as `placeOrder` answered it: that already checked whose it is
 * (a new order is the caller's, a replay is given to its owner only). Read checks would refuse a guest
 * session that this very order gave its e-mail, since the request's actor predates it.
 */
export async function placedOrder(db: Db, orderId: string): Promise<LoadedOrder> {
  const loaded = await loadOrder(db, orderId);
  if (!loaded) throw new AppError('NOT_FOUND', ORDER_FETCH_MESSAGE);
  return loaded;
}

/**
 * The order, when this actor may see it. Someone else's order is answered as one that does not exist (404, the
 * same message), so an order number tells a guest or customer nothing (docs/rules/roles.md, Who may do what).
 */
export async function readableOrder(db: Db, actor: Actor, orderId: string): Promise<LoadedOrder> {
  const loaded = await placedOrder(db, orderId);
  if (!canReadOrder(actor, loaded.order)) throw new AppError('NOT_FOUND', ORDER_FETCH_MESSAGE);
  return loaded;
}

/**
 * The staff-only order changes check their caller themselves too, whoever calls them (the REST routes and the
 * procedures declare their access as well: docs/rules/roles.md, REST paths declare their access).
 */
export function requireUser(actor: Actor): SessionUser {
  if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  return actor.user;
}

export function requireStaff(actor: Actor): SessionUser {
  const user = requireUser(actor);
  if (!isStaff(actor)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return user;
}
