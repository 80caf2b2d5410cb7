import { relations } from 'drizzle-orm';
import { sessions } from './auth';
import { locations } from './catalog';
import { orderEvents } from './orderEvents';
import { orders } from './orders';
import { paymentLedger } from './payments';
import {
  comforterSizes,
  dryCleanItems,
  tailoringItems,
  washFoldProducts,
  washPressItems,
} from './priceLists';
import { regionSettings } from './settings';
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

// A region's settings with its five price lists, read in one statement (the checkout's pricing read).
export const regionSettingsRelations = relations(regionSettings, ({ many }) => ({
  washFoldProducts: many(washFoldProducts),
  washPressItems: many(washPressItems),
  dryCleanItems: many(dryCleanItems),
  tailoringItems: many(tailoringItems),
  comforterSizes: many(comforterSizes),
}));

export const washFoldProductsRelations = relations(washFoldProducts, ({ one }) => ({
  settings: one(regionSettings, { fields: [washFoldProducts.region], references: [regionSettings.region] }),
}));
export const washPressItemsRelations = relations(washPressItems, ({ one }) => ({
  settings: one(regionSettings, { fields: [washPressItems.region], references: [regionSettings.region] }),
}));
export const dryCleanItemsRelations = relations(dryCleanItems, ({ one }) => ({
  settings: one(regionSettings, { fields: [dryCleanItems.region], references: [regionSettings.region] }),
}));
export const tailoringItemsRelations = relations(tailoringItems, ({ one }) => ({
  settings: one(regionSettings, { fields: [tailoringItems.region], references: [regionSettings.region] }),
}));
export const comforterSizesRelations = relations(comforterSizes, ({ one }) => ({
  settings: one(regionSettings, { fields: [comforterSizes.region], references: [regionSettings.region] }),
}));
