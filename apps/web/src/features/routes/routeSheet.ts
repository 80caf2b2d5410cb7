import { dayNumber, isoDateOf } from '@laundry/pricing';
import { routeSheetInputSchema } from '@laundry/validators/routes';
import type { RouterOutputs } from '../../lib/trpc';

/** A route sheet as routes.sheet answers it (packages/api/src/services/routes/sheet.ts; docs/decisions/0084-route-sheets.md). */
export type RouteSheet = RouterOutputs['routes']['sheet'];
export type RouteStop = RouteSheet['stops'][number];
export type RouteKind = 'pickup' | 'delivery';

/**
 * A route sheet's store, day and kind, as /app/routes and /app/routes/tickets read them from their address (kept here,
 * in the staff chunk, and not in routes/paths.ts, which the home page loads; docs/decisions/0029-web-first-paint.md).
 */
export interface RouteSheetParams {
  locationId: string;
  date: string;
  kind: RouteKind;
}
const routeQuery = ({ locationId, date, kind }: RouteSheetParams) =>
  `location=${encodeURIComponent(locationId)}&date=${encodeURIComponent(date)}&kind=${kind}`;
export const routeSheetPath = (params: RouteSheetParams) => `/app/routes?${routeQuery(params)}`;
export const routeTicketsPath = (params: RouteSheetParams) => `/app/routes/tickets?${routeQuery(params)}`;

export const ROUTE_KINDS: ReadonlyArray<{ value: RouteKind; label: string }> = [
  { value: 'pickup', label: 'Pick-ups' },
  { value: 'delivery', label: 'Deliveries' },
];

const ISO_DATE = /^20\d\d-\d\d-\d\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sheet's store, day and kind from the page's address (docs/decisions/0085-route-sheet-printing.md): a missing
 * or malformed part falls back to no store, today in New York, and the pick-ups.
 */
export function readRouteParams(params: URLSearchParams, today: string): RouteSheetParams {
  const location = params.get('location') ?? '';
  const date = params.get('date') ?? '';
  const kind = params.get('kind');
  return {
    locationId: UUID.test(location) ? location : '',
    date: ISO_DATE.test(date) ? date : today,
    kind: kind === 'delivery' ? 'delivery' : 'pickup',
  };
}

/**
 * The sheet's store, day and kind checked with the server's own schema (packages/validators/src/routes.ts): its first
 * message ('Please enter a valid date.' for 2026-02-30), or null when routes.sheet may be asked.
 */
export function routeParamsProblem(params: RouteSheetParams): string | null {
  const checked = routeSheetInputSchema.safeParse(params);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** The day after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  return isoDateOf(dayNumber(date) + 1);
}

export interface WindowGroup {
  /** The window's start hour; the stops come ordered by it (docs/decisions/0084-route-sheets.md). */
  hour: number;
  label: string;
  stops: RouteStop[];
}

/** The stops under one heading per time window, in the sheet's order (the server orders by window first). */
export function groupByWindow(stops: readonly RouteStop[]): WindowGroup[] {
  const groups: WindowGroup[] = [];
  for (const stop of stops) {
    const last = groups.at(-1);
    if (last && last.hour === stop.window.hour && last.label === stop.window.label) last.stops.push(stop);
    else groups.push({ hour: stop.window.hour, label: stop.window.label, stops: [stop] });
  }
  return groups;
}

/**
 * The sheet's order ids with one stop moved a place up (-1) or down (+1), within its own window: a window is the
 * time the customer was promised, so moving by hand reorders the stops of a window and never crosses into another
 * (docs/decisions/0085-route-sheet-printing.md). Null when the stop cannot move that way.
 */
export function movedOrderIds(stops: readonly RouteStop[], orderId: string, by: -1 | 1): string[] | null {
  const index = stops.findIndex((stop) => stop.orderId === orderId);
  const other = stops[index + by];
  if (index < 0 || !other || other.window.hour !== stops[index]!.window.hour) return null;
  const ids = stops.map((stop) => stop.orderId);
  ids[index] = other.orderId;
  ids[index + by] = orderId;
  return ids;
}

/** The stop's street address on one line, with its apartment or suite. */
export function streetLine(address: RouteStop['address']): string {
  return address.address2 ? `${address.address}, ${address.address2}` : address.address;
}

export function cityLine(address: RouteStop['address']): string {
  return `${address.city}, ${address.state} ${address.zip}`;
}

/** The estimated wash & fold weight, the sheet's stand-in for bags (docs/decisions/0084-route-sheets.md). */
export function weightText(weightLbs: number | null): string | null {
  return weightLbs === null ? null : `${weightLbs} lbs (est.)`;
}
