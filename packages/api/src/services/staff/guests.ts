import { type Db, executeRows, orders, users } from '@laundry/db';
import { type GuestSortColumn, STAFF_GUEST_MESSAGES } from '@laundry/validators/staffGuests';
import type { StaffListQuery } from '@laundry/validators/staffUsers';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { containsPattern } from '../catalog/listing';
import { orderSearchTerm } from '../orders/list/searchTerm';
import { CUSTOMER_ORDERS_SHOWN } from './customers';
import { page } from './lists';

/**
 * A guest as the Customers screen's Guests view shows one (docs/rules/staff-screens.md, Customers;
 * docs/decisions/0081-staff-guests-view.md): an e-mail address with orders placed without an account, and no
 * customer account of its own. The name and phone are the latest order's.
 */
export interface GuestView {
  email: string;
  firstName: string;
  phone: string;
  orderCount: number;
  lastOrderAt: Date;
}

type GuestRow = {
  email: string;
  first_name: string;
  phone: string;
  order_count: number;
  last_order_at: Date | string;
};

/**
 * The guests' e-mails matching a search: those with an order whose name, e-mail or phone holds the text, a phone
 * however it is written (read as the orders search reads it, `orderSearchTerm`). The orders' stored search text
 * (name, e-mail, phone and its digits, with the order number and street) narrows through its trigram index
 * (docs/decisions/0027-orders-list-search-index.md); the columns themselves then decide.
 */
function matchingEmails(text: string): SQL {
  const pattern = containsPattern(orderSearchTerm(text));
  return sql`select lower(m.email) from ${orders} as m
     where m.user_id is null and m.search_text ilike ${pattern}
       and (m.first_name ilike ${pattern} or m.email ilike ${pattern} or m.phone ilike ${pattern}
            or regexp_replace(m.phone, '[^0-9]', '', 'g') ilike ${pattern})`;
}

/**
 * Guest orders grouped by their address (the partial index orders_guest_email_idx, read alone: an index-only
 * scan in address order), addresses of a live customer account left out (they are that customer's:
 * docs/decisions/0038-staff-customers.md), sorted by the latest order, then each row of the page given its
 * latest order's name and phone.
 */
async function guestRows(
  db: Db,
  filter: { searchtext?: string | undefined; email?: string },
  order: { sortorder: 1 | -1; skip: number; limit: number },
): Promise<GuestView[]> {
  const dir = sql.raw(order.sortorder === 1 ? 'asc' : 'desc');
  const conditions = [
    filter.email !== undefined ? sql`and lower(o.email) = ${filter.email}` : sql``,
    filter.searchtext ? sql`and lower(o.email) in (${matchingEmails(filter.searchtext)})` : sql``,
  ];
  const rows = await executeRows<GuestRow>(
    db,
    sql`with guest as (
          select g.email, g.order_count, g.last_order_at from (
            select lower(o.email) as email, count(*)::int as order_count, max(o.created_at) as last_order_at
              from ${orders} as o
             where o.user_id is null ${sql.join(conditions, sql` `)}
             group by lower(o.email)) as g
           where not exists (select 1 from ${users} as u
                              where u.email = g.email and u.role = 'Customer' and u.deleted_at is null)
           order by g.last_order_at ${dir}, g.email ${dir}
           limit ${order.limit} offset ${order.skip})
        select guest.email, latest.first_name, latest.phone, guest.order_count, guest.last_order_at
          from guest
          cross join lateral (
            select l.first_name, l.phone from ${orders} as l
             where l.user_id is null and lower(l.email) = guest.email
             order by l.created_at desc, l.order_number desc limit 1) as latest
         order by guest.last_order_at ${dir}, guest.email ${dir}`,
  );
  return rows.map((row) => ({
    email: row.email,
    firstName: row.first_name,
    phone: row.phone,
    orderCount: Number(row.order_count),
    lastOrderAt: new Date(row.last_order_at),
  }));
}

/** docs/rules/staff-screens.md, Customers: the Guests view, newest latest order first, searched, paged. */
export async function listGuests(db: Db, query: StaffListQuery<GuestSortColumn>) {
  const rows = await guestRows(
    db,
    { searchtext: query.searchtext },
    { sortorder: query.sortorder, skip: query.skip, limit: query.limit + 1 },
  );
  return page(rows, query.limit);
}

/** A guest's orders, newest first, as the customer detail view lists a customer's. */
async function guestOrders(db: Db, email: string) {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      pickUpDate: orders.pickUpDate,
      status: orders.status,
      quoteTotalCents: orders.quoteTotalCents,
      finalOrderTotalCents: orders.finalOrderTotalCents,
    })
    .from(orders)
    .where(and(isNull(orders.userId), eq(sql`lower(${orders.email})`, email)))
    .orderBy(desc(orders.orderNumber))
    .limit(CUSTOMER_ORDERS_SHOWN + 1);
  return page(rows, CUSTOMER_ORDERS_SHOWN);
}

/** A guest row opens the guest: the row's own figures and the guest's orders, each linking to the order. */
export async function getGuest(db: Db, email: string) {
  const [guest] = await guestRows(db, { email }, { sortorder: -1, skip: 0, limit: 1 });
  if (!guest) throw new AppError('NOT_FOUND', STAFF_GUEST_MESSAGES.getGuestFailed);
  return { guest, orders: await guestOrders(db, email) };
}
