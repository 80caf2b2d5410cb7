import { type Db, orders, type User, users } from '@laundry/db';
import {
  type CustomerSortColumn,
  STAFF_PEOPLE_MESSAGES,
  type StaffListQuery,
} from '@laundry/validators/staffUsers';
import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors';
import { containsPattern, searchAcross } from '../catalog/listing';
import { orderSearchTerm } from '../orders/list/searchTerm';
import { afterSortKey, orderBySortKey, page, type SortKey, sortText } from './lists';

/** docs/rules/records.md, People, as the customers screen shows a customer. Never the password. */
export interface CustomerView {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string;
  zip: string | null;
  sms: boolean;
  /** False until the customer has set a password through the e-mailed link (or signs in with Google). */
  hasPassword: boolean;
  version: number;
  createdAt: Date;
}

export function customerView(user: User): CustomerView {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    address: user.address,
    addressLine2: user.addressLine2,
    city: user.city,
    state: user.state,
    zip: user.zip,
    sms: user.sms,
    hasPassword: user.passwordHash !== null || user.googleId !== null,
    version: user.version,
    createdAt: user.createdAt,
  };
}

/** What the audit trail keeps of a customer (docs/rules/roles.md, Audit trail). */
export function auditedCustomer(user: User): Record<string, unknown> {
  const { id: _id, hasPassword: _p, version: _v, createdAt: _c, ...fields } = customerView(user);
  return fields;
}

export const liveCustomers = and(eq(users.role, 'Customer'), isNull(users.deletedAt));

/**
 * docs/rules/staff-screens.md, Customers: a customer without a first name shows the e-mail in that cell, so First Name sorts by
 * what the cell shows.
 */
const sortExpressions: Record<CustomerSortColumn, SQL<string>> = {
  firstName: sql<string>`lower(coalesce(nullif(${users.firstName}, ''), ${users.email}))`,
  lastName: sortText(users.lastName),
  phone: sql<string>`coalesce(${users.phone}, '')`,
  email: sql<string>`${users.email}`,
};

function customerSort(query: StaffListQuery<CustomerSortColumn>): SortKey {
  return { key: sortExpressions[query.sortby], id: users.id, sortorder: query.sortorder };
}

/**
 * docs/rules/staff-screens.md, Customers: a phone is found however it is written ('212-555-0111', '+1 212 555 0111',
 * '2125550111'). Phones are stored masked, '(212) 555-0111' (docs/rules/records.md, People), so a search the orders
 * search reads as digits (`orderSearchTerm`) is compared with the phone's digits.
 */
function phoneDigitsSearch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const term = orderSearchTerm(text);
  if (!/^\d+$/.test(term)) return undefined;
  return sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${containsPattern(term)}`;
}

function customerSearch(text: string | undefined) {
  return and(
    liveCustomers,
    or(
      searchAcross(text, [users.firstName, users.lastName, users.email, users.phone]),
      phoneDigitsSearch(text),
    ),
  );
}

/** docs/rules/staff-screens.md, Customers: sorted, searched by name, e-mail or phone, paged. */
export async function listCustomers(db: Db, query: StaffListQuery<CustomerSortColumn>) {
  const rows = await db
    .select()
    .from(users)
    .where(customerSearch(query.searchtext))
    .orderBy(...orderBySortKey(customerSort(query)))
    .limit(query.limit + 1)
    .offset(query.skip);
  return page(rows.map(customerView), query.limit);
}

const EXPORT_BATCH = 500;

/**
 * Every customer of a search in the list's order, a batch at a time: each batch continues after the
 * last row of the one before (keyset), so no transaction stays open while the file streams out and a
 * customer added meanwhile is never listed twice.
 */
export async function* customersOfSearch(
  db: Db,
  query: Omit<StaffListQuery<CustomerSortColumn>, 'skip' | 'limit'>,
): AsyncGenerator<CustomerView> {
  const sort = customerSort({ ...query, skip: 0, limit: EXPORT_BATCH });
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const batch: { user: User; key: string }[] = await db
      .select({ user: users, key: sort.key })
      .from(users)
      .where(and(customerSearch(query.searchtext), after ? afterSortKey(sort, after) : undefined))
      .orderBy(...orderBySortKey(sort))
      .limit(EXPORT_BATCH);
    for (const row of batch) yield customerView(row.user);
    if (batch.length < EXPORT_BATCH) return;
    const last = batch.at(-1)!;
    after = { key: last.key, id: last.user.id };
  }
}

export async function findCustomer(db: Db, id: string): Promise<User> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveCustomers));
  if (!row) throw new AppError('NOT_FOUND', STAFF_PEOPLE_MESSAGES.getCustomerFailed);
  return row;
}

/** How many of a customer's orders the detail view lists, newest first. */
export const CUSTOMER_ORDERS_SHOWN = 100;

/**
 * A customer's orders for the detail view: those of the account, and guest orders placed with the
 * same e-mail before the account existed (docs/decisions/0038-staff-customers.md).
 */
async function customerOrders(db: Db, customer: Pick<User, 'id' | 'email'>) {
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
    .where(
      or(
        eq(orders.userId, customer.id),
        and(isNull(orders.userId), sql`lower(${orders.email}) = ${customer.email}`),
      ),
    )
    .orderBy(desc(orders.orderNumber))
    .limit(CUSTOMER_ORDERS_SHOWN + 1);
  return page(rows, CUSTOMER_ORDERS_SHOWN);
}

/** docs/rules/staff-screens.md, Customers: the customer detail view loads the customer by id, with their orders. */
export async function getCustomer(db: Db, id: string) {
  const user = await findCustomer(db, id);
  return { customer: customerView(user), orders: await customerOrders(db, user) };
}
