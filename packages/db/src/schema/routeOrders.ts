import { ROUTE_KINDS } from '@laundry/validators/routes';
import { check, date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { locations } from './catalog';
import { isOneOf, timestampTz } from './columns';
import { users } from './users';

/**
 * A route put in order by hand (docs/decisions/0084-route-sheets.md, Manual order): the orders of one store's
 * pick-ups or deliveries of one day, in the order staff chose. Orders added to the route since go after them, orders
 * gone from it are skipped; the sheet reads the route itself from the orders, this row keeps only the order.
 */
export const routeOrders = pgTable(
  'route_orders',
  {
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ROUTE_KINDS }).notNull(),
    orderIds: uuid('order_ids').array().notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.date, t.kind] }),
    check('route_orders_kind', isOneOf(t.kind, ROUTE_KINDS)),
  ],
);
export type RouteOrder = typeof routeOrders.$inferSelect;
