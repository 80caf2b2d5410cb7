import { type Db, executeRows, locations, users } from '@laundry/db';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  SERVICE_KEYS,
  SERVICE_LABELS,
  type ServiceKey,
} from '@laundry/domain';
import { AUTHORIZATION_EXPIRES_AFTER_MS } from '@laundry/pricing';
import { REPORT_MESSAGES, type ReportSummaryInput } from '@laundry/validators/reports';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError, FORBIDDEN_MESSAGE } from '../../errors';
import { type DayRange, newYorkDays } from './range';

/**
 * The owner's dashboard (docs/decisions/0090-owner-dashboard.md): what happened over a range of New York days, and
 * the state of the orders now. Every sum of money is integer cents added up by the database.
 */

/*
 * Past pick-up (In Progress to Refund Processed) and delivered (Completed to Refund Processed) are counted by the
 * rollup's triggers (drizzle/0029_report_rollup_triggers.sql; docs/rules/statuses.md).
 */
/** Still being worked on: everything before Paid, never a canceled order (docs/decisions/0090-owner-dashboard.md). */
const WORKING_STATUSES = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf('Payment Processed'));

/** An order in a working status that has not changed for longer than this is stuck. */
const STUCK_AFTER_MS = 24 * 60 * 60 * 1000;
/** A hold that expires within this long, not yet captured, is at risk. */
const HOLD_RISK_WITHIN_MS = 48 * 60 * 60 * 1000;
/** How many stuck orders and holds at risk the lists show (the oldest first); the counts are of all. */
const ACTION_LIST_LIMIT = 50;
/** How many promotions the summary ranks. */
const TOP_PROMOTIONS = 10;

interface DayFigures {
  date: string;
  placed: number;
  pickedUp: number;
  delivered: number;
  capturedCents: number;
  refundedCents: number;
  netCents: number;
}

interface ActionOrder {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  statusLabel: string;
  customerName: string;
  storeName: string | null;
  /** Stuck: the order's last change. Hold at risk: when the hold was made. */
  since: string;
  /** Holds at risk only: when the hold expires, and its amount. */
  expiresAt?: string;
  amountAuthorizedCents?: number;
}

export interface ReportSummary {
  from: string;
  to: string;
  timeZone: 'America/New_York';
  /** The store the figures are limited to; null for every store. */
  location: { id: string; name: string } | null;
  generatedAt: string;
  days: DayFigures[];
  totals: Omit<DayFigures, 'date'> & {
    /** Orders with a capture in the range. */
    capturedOrders: number;
    /** Captured cents over the orders captured, rounded to the cent; 0 without a capture. */
    averageOrderValueCents: number;
  };
  byStore: Array<{
    locationId: string | null;
    name: string;
    placed: number;
    capturedCents: number;
    refundedCents: number;
    netCents: number;
  }>;
  /** An order with two services counts under each. */
  byService: Array<{
    service: ServiceKey;
    label: string;
    placed: number;
    capturedCents: number;
    refundedCents: number;
    netCents: number;
  }>;
  statusBoard: Array<{ status: OrderStatus; label: string; count: number }>;
  stuck: { count: number; orders: ActionOrder[] };
  holdsAtRisk: { count: number; orders: ActionOrder[] };
  customers: { new: number; returning: number };
  promotions: Array<{ code: string; uses: number; discountCents: number }>;
}

/**
 * Which store a caller's summary covers (docs/decisions/0090-owner-dashboard.md, Who sees what): a Super Admin any
 * store or all; an Admin their own store only (the users row's store), another store refused.
 */
async function scopedLocation(
  ctx: Context,
  user: SessionUser,
  locationId: string | undefined,
): Promise<{ id: string; name: string } | null> {
  if (user.role === 'Admin') {
    const [own] = await ctx.db
      .select({ id: locations.id, name: locations.name })
      .from(users)
      .innerJoin(locations, eq(locations.id, users.locationId))
      .where(eq(users.id, user.id));
    if (!own) throw new AppError('FORBIDDEN', REPORT_MESSAGES.noStore);
    if (locationId && locationId !== own.id) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
    return own;
  }
  if (!locationId) return null;
  const [store] = await ctx.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!store) throw new AppError('NOT_FOUND', REPORT_MESSAGES.storeNotFound);
  return store;
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const asInt = (value: unknown) => Number(value ?? 0);

interface Scope {
  range: DayRange;
  /** `and r.location_id = …` over a rollup table, or nothing for every store. */
  store: SQL;
}

/**
 * The range's figures per day, per store and per service from the daily rollup (`report_days`, kept by triggers on
 * orders and the payment ledger; docs/decisions/0100-reports-daily-rollup.md): placed (the New York day of
 * `created_at`), picked up and delivered (orders past pick-up on their pick-up date, delivered on their delivery date),
 * and the ledger's succeeded captures and refunds on the New York day of the ledger row, under the order's store and
 * services (docs/decisions/0090-owner-dashboard.md, The figures).
 */
function rollupFigures(db: Db, { range, store }: Scope) {
  return executeRows<{
    day: string | null;
    location_id: string | null;
    services: string[] | null;
    placed: number;
    picked_up: number;
    delivered: number;
    captured_cents: string | number;
    refunded_cents: string | number;
    g: number;
  }>(
    db,
    sql`select r.day::text as day, r.location_id, r.services, sum(r.placed)::int as placed,
               sum(r.picked_up)::int as picked_up, sum(r.delivered)::int as delivered,
               sum(r.captured_cents)::bigint as captured_cents, sum(r.refunded_cents)::bigint as refunded_cents,
               grouping(r.day, r.location_id, r.services)::int as g
          from report_days r
         where r.day between ${range.from}::date and ${range.to}::date ${store}
         group by grouping sets ((r.day), (r.location_id), (r.services))`,
  );
}

/** The orders with a succeeded capture in the range, each once whatever its captures (the average's divisor). */
function capturedOrderCount(db: Db, { range, store }: Scope) {
  return executeRows<{ orders: number }>(
    db,
    sql`select count(distinct r.order_id)::int as orders from report_capture_days r
         where r.day between ${range.from}::date and ${range.to}::date ${store}`,
  );
}

/**
 * How many orders are in each status now, from the counts the triggers keep per store and status
 * (`report_status_counts`; docs/decisions/0100-reports-daily-rollup.md, Amended 2026-12-03): a few dozen rows, however
 * many orders the chain has had.
 */
function statusCounts(db: Db, { store }: Scope) {
  return executeRows<{ status: OrderStatus; count: number }>(
    db,
    sql`select r.status, sum(r.orders)::int as count from report_status_counts r where true ${store}
         group by r.status`,
  );
}

const actionColumns = sql`o.id, o.order_number, o.status, o.first_name, l.name as store_name`;
type ActionRow = {
  id: string;
  order_number: number;
  status: OrderStatus;
  first_name: string;
  store_name: string | null;
  since: string | Date;
  amount_authorized_cents?: number;
  total: number;
};

const sinceText = (value: string | Date) => new Date(value).toISOString();
function actionOrder(row: ActionRow): ActionOrder {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    customerName: row.first_name,
    storeName: row.store_name,
    since: sinceText(row.since),
  };
}

/**
 * The working statuses as SQL literals (constants of this file, never input), so the statement names the same list as
 * the partial index `orders_working_updated_at_idx` (packages/db/src/schema/orders.ts) and PostgreSQL reads from it.
 */
const WORKING_STATUS_LITERALS = sql.raw(WORKING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * Orders in a working status whose last change is older than STUCK_AFTER_MS: the oldest first from the partial index
 * `orders_working_updated_at_idx` (docs/decisions/0090-owner-dashboard.md, Scale), and how many: the scope's working
 * orders from the status counts the triggers keep, less those changed since the cutoff, read from the same index. One
 * statement, so both halves see the same orders; it reads the recent changes, not every order that ever stayed in a
 * working status (docs/decisions/0100-reports-daily-rollup.md, Amended 2026-12-03).
 */
async function stuckOrders(db: Db, { store, countsStore }: { store: SQL; countsStore: SQL }, now: Date) {
  const cutoff = instant(new Date(now.getTime() - STUCK_AFTER_MS));
  const working = sql`o.status in (${WORKING_STATUS_LITERALS}) ${store}`;
  const [rows, [counted]] = await Promise.all([
    executeRows<ActionRow>(
      db,
      sql`select ${actionColumns}, o.updated_at as since, 0 as total
            from orders o left join locations l on l.id = o.location_id
           where ${working} and o.updated_at < ${cutoff}
           order by o.updated_at limit ${ACTION_LIST_LIMIT}`,
    ),
    executeRows<{ total: number }>(
      db,
      sql`select ((select coalesce(sum(r.orders), 0) from report_status_counts r
                    where r.status in (${WORKING_STATUS_LITERALS}) ${countsStore})
                - (select count(*) from orders o where ${working} and o.updated_at >= ${cutoff}))::int as total`,
    ),
  ]);
  return { count: counted?.total ?? 0, rows };
}

/**
 * Holds that expire within HOLD_RISK_WITHIN_MS and nothing was captured from: the holds the authorization job would
 * mark Expired (services/payments/orderMoney/expiry.ts), seen two days before, the soonest first.
 */
function holdsAtRisk(db: Db, store: SQL, now: Date) {
  const madeAfter = new Date(now.getTime() - AUTHORIZATION_EXPIRES_AFTER_MS);
  const madeBy = new Date(now.getTime() - AUTHORIZATION_EXPIRES_AFTER_MS + HOLD_RISK_WITHIN_MS);
  return executeRows<ActionRow>(
    db,
    sql`select ${actionColumns}, coalesce(o.authorized_at, o.created_at) as since, o.amount_authorized_cents,
               count(*) over ()::int as total
          from orders o left join locations l on l.id = o.location_id
         where o.captured_cents = 0 and o.payment_intent_id is not null
           and o.status not in ('Canceled', 'Payment Processed', 'Refund Processed')
           and (o.reauth_status is null or o.reauth_status = 'Complete')
           and coalesce(o.authorized_at, o.created_at) >= ${instant(madeAfter)}
           and coalesce(o.authorized_at, o.created_at) < ${instant(madeBy)} ${store}
         order by coalesce(o.authorized_at, o.created_at), o.order_number limit ${ACTION_LIST_LIMIT}`,
  );
}

/**
 * Customers who placed an order in the range: new when they had none before it, returning otherwise, at any store.
 * A customer is an account, or for a guest order the e-mail (docs/decisions/0090-owner-dashboard.md, Customers). From
 * the rollup (docs/decisions/0100-reports-daily-rollup.md): every store's new customers are those whose first day is
 * in the range, the others of the range's customers return; one store's are its range's customers joined to their
 * first days.
 */
function customerFigures(db: Db, { range, store }: Scope, everyStore: boolean) {
  const placed = sql`select distinct r.customer_key from report_customer_days r
                      where r.day between ${range.from}::date and ${range.to}::date ${store}`;
  return executeRows<{ new: number; returning: number }>(
    db,
    everyStore
      ? sql`with firsts as (
              select count(*)::int as new from report_customer_firsts f
               where f.first_day between ${range.from}::date and ${range.to}::date)
            select firsts.new, ((select count(*) from (${placed}) as placed) - firsts.new)::int as "returning"
              from firsts`
      : sql`select (count(*) filter (where f.first_day >= ${range.from}::date))::int as new,
                   (count(*) filter (where f.first_day < ${range.from}::date))::int as "returning"
              from (${placed}) as p join report_customer_firsts f on f.customer_key = p.customer_key`,
  );
}

/** Promotions by orders placed in the range with their code (upper case), and the discount those orders were given. */
function promotionFigures(db: Db, { range, store }: Scope) {
  return executeRows<{ code: string; uses: number; discount_cents: string | number }>(
    db,
    sql`select r.code, sum(r.uses)::int as uses, sum(r.discount_cents)::bigint as discount_cents
          from report_promotion_days r
         where r.day between ${range.from}::date and ${range.to}::date ${store}
         group by r.code having sum(r.uses) > 0
         order by uses desc, discount_cents desc, r.code limit ${TOP_PROMOTIONS}`,
  );
}

/** Grouping's bit for each set of rollupFigures: 0 for the grouped column, 1 for a rolled-up one. */
const BY_DAY = 0b011;
const BY_STORE = 0b101;
const BY_SERVICE = 0b110;

export async function reportSummary(
  ctx: Context,
  user: SessionUser,
  input: ReportSummaryInput,
): Promise<ReportSummary> {
  const location = await scopedLocation(ctx, user, input.locationId);
  const range = newYorkDays(input.from, input.to);
  // What stays live reads the orders (o); the range's figures and the status board read the rollup (r).
  const store = location ? sql`and o.location_id = ${location.id}` : sql``;
  const scope: Scope = { range, store: location ? sql`and r.location_id = ${location.id}` : sql`` };
  const now = ctx.now();
  const [figures, [captured], statuses, stuck, holds, customers, promotions, storeNames] = await Promise.all([
    rollupFigures(ctx.db, scope),
    capturedOrderCount(ctx.db, scope),
    statusCounts(ctx.db, scope),
    stuckOrders(ctx.db, { store, countsStore: scope.store }, now),
    holdsAtRisk(ctx.db, store, now),
    customerFigures(ctx.db, scope, location === null),
    promotionFigures(ctx.db, scope),
    ctx.db.select({ id: locations.id, name: locations.name }).from(locations),
  ]);

  const days = new Map<string, DayFigures>(
    range.days.map((date) => [
      date,
      { date, placed: 0, pickedUp: 0, delivered: 0, capturedCents: 0, refundedCents: 0, netCents: 0 },
    ]),
  );
  const names = new Map(storeNames.map((row) => [row.id, row.name]));
  type StoreRow = ReportSummary['byStore'][number];
  const stores = new Map<string | null, StoreRow>();
  const storeRow = (id: string | null) => {
    let row = stores.get(id);
    if (!row) {
      row = {
        locationId: id,
        name: id ? (names.get(id) ?? 'Unknown store') : 'No store',
        placed: 0,
        capturedCents: 0,
        refundedCents: 0,
        netCents: 0,
      };
      stores.set(id, row);
    }
    return row;
  };
  type ServiceRow = ReportSummary['byService'][number];
  const services = new Map<ServiceKey, ServiceRow>(
    SERVICE_KEYS.map((service) => [
      service,
      { service, label: SERVICE_LABELS[service], placed: 0, capturedCents: 0, refundedCents: 0, netCents: 0 },
    ]),
  );
  const eachService = (keys: string[] | null, add: (row: ServiceRow) => void) => {
    for (const key of keys ?? []) {
      const row = services.get(key as ServiceKey);
      if (row) add(row);
    }
  };

  for (const row of figures) {
    const capturedCents = asInt(row.captured_cents);
    const refundedCents = asInt(row.refunded_cents);
    if (row.g === BY_DAY && row.day) {
      const day = days.get(row.day);
      if (!day) continue;
      day.placed += row.placed;
      day.pickedUp += row.picked_up;
      day.delivered += row.delivered;
      day.capturedCents += capturedCents;
      day.refundedCents += refundedCents;
    } else if (row.g === BY_STORE) {
      // A store is listed when it had orders placed or money moved in the range (a rollup row may hold only visits).
      if (row.placed === 0 && capturedCents === 0 && refundedCents === 0) continue;
      const entry = storeRow(row.location_id);
      entry.placed += row.placed;
      entry.capturedCents += capturedCents;
      entry.refundedCents += refundedCents;
    } else if (row.g === BY_SERVICE) {
      eachService(row.services, (service) => {
        service.placed += row.placed;
        service.capturedCents += capturedCents;
        service.refundedCents += refundedCents;
      });
    }
  }
  const capturedOrders = captured?.orders ?? 0;

  const dayList = [...days.values()].map((day) => ({
    ...day,
    netCents: day.capturedCents - day.refundedCents,
  }));
  const sum = (key: keyof Omit<DayFigures, 'date'>) => dayList.reduce((total, day) => total + day[key], 0);
  const capturedCents = sum('capturedCents');
  const withNet = <T extends { capturedCents: number; refundedCents: number }>(row: T) => ({
    ...row,
    netCents: row.capturedCents - row.refundedCents,
  });
  const counts = new Map(statuses.map((row) => [row.status, row.count]));
  const [customerRow] = customers;

  return {
    from: range.from,
    to: range.to,
    timeZone: 'America/New_York',
    location,
    generatedAt: now.toISOString(),
    days: dayList,
    totals: {
      placed: sum('placed'),
      pickedUp: sum('pickedUp'),
      delivered: sum('delivered'),
      capturedCents,
      refundedCents: sum('refundedCents'),
      netCents: sum('netCents'),
      capturedOrders,
      averageOrderValueCents: capturedOrders === 0 ? 0 : Math.round(capturedCents / capturedOrders),
    },
    byStore: [...stores.values()]
      .map(withNet)
      .sort((a, b) => b.placed - a.placed || a.name.localeCompare(b.name)),
    byService: [...services.values()].map(withNet),
    statusBoard: ORDER_STATUSES.map((status) => ({
      status,
      label: ORDER_STATUS_LABELS[status],
      count: counts.get(status) ?? 0,
    })),
    stuck: { count: stuck.count, orders: stuck.rows.map(actionOrder) },
    holdsAtRisk: {
      count: holds[0]?.total ?? 0,
      orders: holds.map((row) => ({
        ...actionOrder(row),
        expiresAt: new Date(new Date(row.since).getTime() + AUTHORIZATION_EXPIRES_AFTER_MS).toISOString(),
        amountAuthorizedCents: row.amount_authorized_cents ?? 0,
      })),
    },
    customers: { new: customerRow?.new ?? 0, returning: customerRow?.returning ?? 0 },
    promotions: promotions.map((row) => ({
      code: row.code,
      uses: row.uses,
      discountCents: asInt(row.discount_cents),
    })),
  };
}
