import { relations } from 'drizzle-orm';
import { sessions } from './auth';
import { locations } from './catalog';
import { orderEvents } from './orderEvents';
import { orders } from './orders';
import { paymentLedger } from './payments';
import { specials } from './specials';
import { users } from './users';

// For the relational query API (db.query.orders.findFirst({ with: { location: true } })).

export const usersRelations = relations(users, ({ one, many }) => ({
  location: one(locations, { fields: [users.locationId], references: [locations.id] }),
  orders: many(orders),
  sessions: many(sessions),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const locationsRelations = relations(locations, ({ many }) => ({
  orders: many(orders),
  staff: many(users),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  location: one(locations, { fields: [orders.locationId], references: [locations.id] }),
  special: one(specials, { fields: [orders.specialId], references: [specials.id] }),
  events: many(orderEvents),
  payments: many(paymentLedger),
}));

export const orderEventsRelations = relations(orderEvents, ({ one }) => ({
  order: one(orders, { fields: [orderEvents.orderId], references: [orders.id] }),
  actor: one(users, { fields: [orderEvents.actorUserId], references: [users.id] }),
}));

export const paymentLedgerRelations = relations(paymentLedger, ({ one }) => ({
  order: one(orders, { fields: [paymentLedger.orderId], references: [orders.id] }),
}));
