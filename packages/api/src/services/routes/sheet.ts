import { type Db, locations, type OrderStatus, orders, routeOrders, users } from '@laundry/db';
import type { CustomerPreferences } from '@laundry/domain';
import { addressLine, navigationUrl, ORDER_STATUSES, SERVICE_LABELS, type ServiceKey } from '@laundry/domain';
import {
  createZipGeocoder,
  estimatedDrivingMatrix,
  type Geocoder,
  type LatLng,
  MapsProviderError,
} from '@laundry/integrations';
import { timeWindowLabel } from '@laundry/pricing';
import {
  ROUTE_MESSAGES,
  type RouteKind,
  type RouteReorderInput,
  type RouteSheetInput,
} from '@laundry/validators/routes';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError } from '../../errors';
import { retryingTransaction } from '../orders/transactions';
import { type DistanceMatrix, drivingOrder, UNKNOWN_LEG_METERS } from './tour';

/** One stop of a route sheet (docs/decisions/0084-route-sheets.md). */
export interface RouteStop {
  /** 1-based, in the sheet's order. */
  position: number;
  orderId: string;
  orderNumber: number;
  status: OrderStatus;
  customerName: string;
  phone: string;
  address: { address: string; address2: string | null; city: string; state: string; zip: string };
  /** The order's instructions as the customer typed them (gate and door codes). */
  instructions: string;
  /** The customer's preferences as at placement, for the ticket (docs/decisions/0093-customer-preferences.md). */
  preferences: CustomerPreferences | null;
  services: Array<{ service: ServiceKey; label: string }>;
  /** The estimated wash & fold weight (regular and organic), as a stand-in for bags; null without wash & fold. */
  weightLbs: number | null;
  /** The window of this stop: the pick-up's, or the delivery's (the second delivery's on its day). */
  window: { date: string; hour: number; label: string };
  lat: number | null;
  lng: number | null;
  /** Google Maps directions to the stop's address. */
  navigationUrl: string;
}

/** A store's pick-ups or deliveries of one day, in driving order or in the order staff chose. */
export interface RouteSheet {
  location: { id: string; name: string; address: string; lat: number | null; lng: number | null };
  date: string;
  kind: RouteKind;
  order: 'driving' | 'manual';
  /** Driving meters from the store through every stop in the sheet's order; null when a leg is unknown. */
  totalMeters: number | null;
  stops: RouteStop[];
}

/**
 * Which orders a route holds (docs/decisions/0084-route-sheets.md, Which orders): pick-ups not yet past pick-up;
 * deliveries not yet delivered (every status before Completed), never a canceled order.
 */
export const PICKUP_ROUTE_STATUSES = [
  'New',
  'Unassigned',
  'Pending Authorization',
  'Awaiting Authorization',
  'Reauthorized',
  'En Route for Pick Up',
] as const satisfies readonly OrderStatus[];
export const DELIVERY_ROUTE_STATUSES = ORDER_STATUSES.slice(
  0,
  ORDER_STATUSES.indexOf('Completed'),
) as readonly OrderStatus[];

async function findLocation(db: Db, locationId: string) {
  const [location] = await db
    .select({
      id: locations.id,
      name: locations.name,
      address: locations.address,
      city: locations.city,
      state: locations.state,
      zip: locations.zip,
      lat: locations.lat,
      lng: locations.long,
    })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!location) throw new AppError('NOT_FOUND', ROUTE_MESSAGES.storeNotFound);
  return location;
}

interface RouteRow {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  firstName: string;
  lastName: string | null;
  phone: string;
  address: RouteStop['address'];
  instructions: string;
  preferences: CustomerPreferences | null;
  orderServices: ServiceKey[];
  washFoldOrder: unknown;
  organicWashFoldOrder: unknown;
  pickUpDate: string;
  pickUpHour: number;
  deliveryDate: string;
  deliveryHour: number | null;
  deliveryDate2: string | null;
  deliveryHour2: number | null;
}

/**
 * The route's orders in one query, on orders_location_status_idx (location, status): the store's orders of these
 * statuses, narrowed to the day's pick-ups or (first or second) deliveries.
 */
async function readRouteOrders(db: Db, input: RouteSheetInput): Promise<RouteRow[]> {
  const onDay =
    input.kind === 'pickup'
      ? and(eq(orders.pickUpDate, input.date), inArray(orders.status, [...PICKUP_ROUTE_STATUSES]))
      : and(
          or(
            eq(orders.deliveryDate, input.date),
            and(eq(orders.multipleDeliveries, true), eq(orders.deliveryDate2, input.date)),
          ),
          inArray(orders.status, [...DELIVERY_ROUTE_STATUSES]),
        );
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      firstName: orders.firstName,
      lastName: users.lastName,
      phone: orders.phone,
      address: orders.address,
      instructions: orders.instructions,
      preferences: orders.preferences,
      orderServices: orders.orderServices,
      washFoldOrder: orders.washFoldOrder,
      organicWashFoldOrder: orders.organicWashFoldOrder,
      pickUpDate: orders.pickUpDate,
      pickUpHour: orders.pickUpHour,
      deliveryDate: orders.deliveryDate,
      deliveryHour: orders.deliveryHour,
      deliveryDate2: orders.deliveryDate2,
      deliveryHour2: orders.deliveryHour2,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.locationId, input.locationId), onDay))
    .orderBy(sql`${orders.orderNumber}`);
  return rows.map((row) => ({
    ...row,
    address: {
      address: row.address.address,
      address2: row.address.address2?.trim() ? row.address.address2 : null,
      city: row.address.city,
      state: row.address.state,
      zip: row.address.zip,
    },
  }));
}

/** The stop's window: the pick-up's; the delivery's (an express one is the pick-up hour + 3); the second delivery's. */
function windowHour(row: RouteRow, kind: RouteKind, date: string): number {
  if (kind === 'pickup') return row.pickUpHour;
  // docs/rules/scheduling.md, Express delivery: the window is the pick-up hour + 3 on the pick-up day.
  if (row.deliveryDate === date) return row.deliveryHour ?? row.pickUpHour + 3;
  return row.deliveryHour2 ?? row.deliveryHour ?? row.pickUpHour + 3;
}

function washFoldWeight(row: RouteRow): number | null {
  let total: number | null = null;
  for (const record of [row.washFoldOrder, row.organicWashFoldOrder]) {
    const weight = (record as { draft?: { weightLbs?: unknown } } | null)?.draft?.weightLbs;
    if (typeof weight === 'number' && Number.isFinite(weight)) total = (total ?? 0) + weight;
  }
  return total === null ? null : Math.round(total * 100) / 100;
}

// The offline geocoder answers when the configured one fails or cannot place an address: the zip's center is close
// enough to order a route (docs/decisions/0084-route-sheets.md, Distances).
const offlineGeocoder = createZipGeocoder();

async function place(geocoder: Geocoder, address: RouteStop['address']): Promise<LatLng | null> {
  const query = addressLine(address);
  if (geocoder.name !== offlineGeocoder.name) {
    try {
      const found = await geocoder.resolve(query);
      if (found) return { lat: found.lat, lng: found.lng };
    } catch (error) {
      if (!(error instanceof MapsProviderError)) throw error;
    }
  }
  const found = await offlineGeocoder.resolve(address.zip);
  return found ? { lat: found.lat, lng: found.lng } : null;
}

/** Driving meters between the points (null points unknown); Google when configured, the offline estimate otherwise. */
async function drivingMeters(ctx: Context, points: (LatLng | null)[]): Promise<(number | null)[][]> {
  const known = points.flatMap((point, index) => (point ? [{ point, index }] : []));
  let matrix: (number | null)[][];
  try {
    matrix = await ctx.integrations.distances.drivingMatrix(known.map((entry) => entry.point));
  } catch (error) {
    if (!(error instanceof MapsProviderError)) throw error;
    matrix = estimatedDrivingMatrix(known.map((entry) => entry.point));
  }
  const full: (number | null)[][] = points.map((_, i) => points.map((_, j) => (i === j ? 0 : null)));
  known.forEach((from, i) => {
    known.forEach((to, j) => {
      (full[from.index] as (number | null)[])[to.index] = matrix[i]?.[j] ?? null;
    });
  });
  return full;
}

/**
 * docs/decisions/0084-route-sheets.md, Driving order: window by window (window hour ascending), each window's stops
 * in driving order continuing from where the previous window ended (the store for the first).
 * `stops` are matrix indices; `hours` gives each index's window hour.
 */
function plan(
  matrix: DistanceMatrix,
  start: number,
  stops: readonly number[],
  hours: readonly number[],
): number[] {
  const windows = [...new Set(stops.map((stop) => hours[stop] as number))].sort((a, b) => a - b);
  const path: number[] = [];
  let from = start;
  for (const hour of windows) {
    const inWindow = stops.filter((stop) => hours[stop] === hour);
    const ordered = drivingOrder(matrix, from, inWindow);
    path.push(...ordered);
    from = ordered.at(-1) ?? from;
  }
  return path;
}

function totalMeters(matrix: DistanceMatrix, start: number, path: readonly number[]): number | null {
  let total = 0;
  let from = start;
  for (const to of path) {
    const meters = matrix[from]?.[to];
    if (meters == null || meters >= UNKNOWN_LEG_METERS) return null;
    total += meters;
    from = to;
  }
  return total;
}

async function readManualOrder(db: Db, input: RouteSheetInput): Promise<string[] | null> {
  const [row] = await db
    .select({ orderIds: routeOrders.orderIds })
    .from(routeOrders)
    .where(
      and(
        eq(routeOrders.locationId, input.locationId),
        eq(routeOrders.date, input.date),
        eq(routeOrders.kind, input.kind),
      ),
    );
  return row?.orderIds ?? null;
}

/**
 * The route sheet (docs/rules/staff-screens.md, Route sheets): a store's pick-ups or deliveries of one day, each stop
 * with what the driver needs, in driving order from the store, or in the order staff chose by hand (stops added since
 * go after it in driving order, stops gone are left out).
 */
export async function routeSheet(ctx: Context, input: RouteSheetInput): Promise<RouteSheet> {
  const location = await findLocation(ctx.db, input.locationId);
  const [rows, manual] = await Promise.all([readRouteOrders(ctx.db, input), readManualOrder(ctx.db, input)]);

  // Matrix index 0 is the store, 1..n the stops in row order.
  const storePoint: LatLng = { lat: location.lat, lng: location.lng };
  const stopPoints = await Promise.all(rows.map((row) => place(ctx.integrations.geocoder, row.address)));
  const matrix = rows.length > 0 ? await drivingMeters(ctx, [storePoint, ...stopPoints]) : [[0]];
  const hours = [0, ...rows.map((row) => windowHour(row, input.kind, input.date))];
  const indexOf = new Map(rows.map((row, i) => [row.id, i + 1]));

  let path: number[];
  if (manual) {
    const kept = manual.flatMap((id) => indexOf.get(id) ?? []);
    const keptSet = new Set(kept);
    const added = rows.map((_, i) => i + 1).filter((index) => !keptSet.has(index));
    path = [...kept, ...plan(matrix, kept.at(-1) ?? 0, added, hours)];
  } else {
    path = plan(
      matrix,
      0,
      rows.map((_, i) => i + 1),
      hours,
    );
  }

  const stops = path.map((index, position): RouteStop => {
    const row = rows[index - 1] as RouteRow;
    const point = stopPoints[index - 1] ?? null;
    const hour = hours[index] as number;
    return {
      position: position + 1,
      orderId: row.id,
      orderNumber: row.orderNumber,
      status: row.status,
      customerName: [row.firstName, row.lastName].filter((part) => part?.trim()).join(' '),
      phone: row.phone,
      address: row.address,
      instructions: row.instructions,
      preferences: row.preferences,
      services: row.orderServices.map((service) => ({ service, label: SERVICE_LABELS[service] })),
      weightLbs: washFoldWeight(row),
      window: { date: input.date, hour, label: timeWindowLabel(hour) },
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
      navigationUrl: navigationUrl(row.address),
    };
  });

  return {
    location: {
      id: location.id,
      name: location.name,
      address: `${location.address}, ${location.city}, ${location.state} ${location.zip}`,
      lat: location.lat,
      lng: location.lng,
    },
    date: input.date,
    kind: input.kind,
    order: manual ? 'manual' : 'driving',
    totalMeters: totalMeters(matrix, 0, path),
    stops,
  };
}

/**
 * Staff put a route in order by hand (docs/decisions/0084-route-sheets.md, Manual order): the list must hold exactly
 * the route's orders, each once; it is kept per store, day and kind, and the sheet answers in it.
 */
export async function reorderRoute(
  ctx: Context,
  user: SessionUser,
  input: RouteReorderInput,
): Promise<RouteSheet> {
  await findLocation(ctx.db, input.locationId);
  await retryingTransaction(ctx.db, async (tx) => {
    const current = await readRouteOrders(tx, input);
    const given = new Set(input.orderIds);
    const sameOrders =
      given.size === input.orderIds.length &&
      given.size === current.length &&
      current.every((row) => given.has(row.id));
    if (!sameOrders) throw new AppError('BAD_INPUT', ROUTE_MESSAGES.reorderStops);
    const values = {
      locationId: input.locationId,
      date: input.date,
      kind: input.kind,
      orderIds: input.orderIds,
      updatedBy: user.id,
      updatedAt: ctx.now(),
    };
    await tx
      .insert(routeOrders)
      .values(values)
      .onConflictDoUpdate({
        target: [routeOrders.locationId, routeOrders.date, routeOrders.kind],
        set: { orderIds: values.orderIds, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
      });
  });
  return routeSheet(ctx, input);
}
