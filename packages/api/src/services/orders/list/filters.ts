import { orders } from '@laundry/db';
import { customerStatusGroup } from '@laundry/domain';
import { type AnyColumn, and, between, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../catalog/listing';
import type { OrderListFilter } from './input';
import { orderSearchTerm } from './searchTerm';

/** Whose orders a list may show: every order for staff, one account's for a customer (docs/rules/roles.md, Who may do what). */
export type OrderListViewer = { kind: 'staff' } | { kind: 'customer'; userId: string };

function dateRange(column: AnyColumn, start?: string, end?: string): SQL | undefined {
  if (start && end) return between(column, start, end);
  if (start) return sql`${column} >= ${start}`;
  if (end) return sql`${column} <= ${end}`;
  return undefined;
}

/**
 * The dates filter (docs/rules/staff-screens.md, Orders screen): the pick-up, a delivery (either of two), or any
 * of them within the start and end dates, both included; one condition per date it may be, any of which matches.
 */
function dateAlternatives(filter: OrderListFilter): SQL[] {
  const { startDate, endDate, dateField } = filter;
  if (!startDate && !endDate) return [];
  const pickUp = dateRange(orders.pickUpDate, startDate, endDate) as SQL;
  const delivery = [
    dateRange(orders.deliveryDate, startDate, endDate) as SQL,
    dateRange(orders.deliveryDate2, startDate, endDate) as SQL,
  ];
  if (dateField === 'pickUp') return [pickUp];
  if (dateField === 'delivery') return delivery;
  return [pickUp, ...delivery];
}

/**
 * The WHERE of the orders screen: the viewer's orders, then each filter given. The search is plain
 * "contains" text (no wildcards) over the stored search text the trigram index holds
 * (docs/decisions/0027-orders-list-search-index.md), a phone or '#'-number as `orderSearchTerm` reads it.
 */
export function orderListConditions(viewer: OrderListViewer, filter: OrderListFilter): SQL | undefined {
  return anyOf(orderListBranches(viewer, filter));
}

/** The WHERE of a filter's alternatives (orderListBranches): any of them; none, no condition. */
export function anyOf(branches: SQL[]): SQL | undefined {
  return branches.length > 1 ? or(...branches) : branches[0];
}

/**
 * The same WHERE as alternatives, one per date the dates filter may match (the pick-up, the delivery, the second
 * delivery), any of which matches; one (or none: no filter) without dates. Each alternative can be read from one
 * index alone, which an OR of dates cannot (docs/decisions/0098-orders-list-rows-read.md).
 */
export function orderListBranches(viewer: OrderListViewer, filter: OrderListFilter): SQL[] {
  const search = filter.search?.trim() ? orderSearchTerm(filter.search) : undefined;
  const rest = [
    viewer.kind === 'customer' ? eq(orders.userId, viewer.userId) : undefined,
    search ? ilike(orders.searchText, containsPattern(search)) : undefined,
    filter.locationId === 'unassigned'
      ? isNull(orders.locationId)
      : filter.locationId
        ? eq(orders.locationId, filter.locationId)
        : undefined,
    statusCondition(viewer, filter.status),
  ];
  const dates = dateAlternatives(filter);
  if (dates.length === 0) {
    const where = and(...rest);
    return where ? [where] : [];
  }
  return dates.map((date) => and(date, ...rest) as SQL);
}

/**
 * One status; a customer filters by the plain label they read (docs/rules/statuses.md, What customers read), so
 * their 'Scheduled' (New) finds the Unassigned orders that read so as well.
 */
function statusCondition(viewer: OrderListViewer, status: OrderListFilter['status']): SQL | undefined {
  if (!status) return undefined;
  if (viewer.kind === 'staff') return eq(orders.status, status);
  const group = customerStatusGroup(status);
  return group.length === 1 ? eq(orders.status, status) : inArray(orders.status, group);
}
