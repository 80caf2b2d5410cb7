import { type Db, type Location, locations, orders } from '@laundry/db';
import {
  LOCATION_MESSAGES,
  type LocationInput,
  type LocationUpdateInput,
  type StaffLocationSortColumn,
} from '@laundry/validators/locations';
import type { StaffListQuery } from '@laundry/validators/staffUsers';
import { and, count, eq, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { searchAcross } from '../catalog/listing';
import { orderBySortKey, page, type SortKey, sortText, staleEdit } from './lists';

/** docs/rules/records.md, Locations, with the row version its edit form carries back. */
export type StaffLocationView = Omit<Location, 'createdAt'>;

function view({ createdAt: _createdAt, ...location }: Location): StaffLocationView {
  return location;
}

function audited(location: Location): Record<string, unknown> {
  const { id: _id, version: _version, createdAt: _createdAt, ...fields } = location;
  return fields;
}

const sortExpressions: Record<StaffLocationSortColumn, SQL<string>> = {
  address: sortText(locations.address),
  name: sortText(locations.name),
  phone: sql<string>`${locations.phone}`,
  hours: sortText(locations.hours),
};

/** docs/rules/staff-screens.md, Locations (staff): sorted (by address first), searched, paged. */
export async function listStaffLocations(db: Db, query: StaffListQuery<StaffLocationSortColumn>) {
  const sort: SortKey = { key: sortExpressions[query.sortby], id: locations.id, sortorder: query.sortorder };
  const rows = await db
    .select()
    .from(locations)
    .where(
      searchAcross(query.searchtext, [
        locations.name,
        locations.address,
        locations.city,
        locations.zip,
        locations.phone,
      ]),
    )
    .orderBy(...orderBySortKey(sort))
    .limit(query.limit + 1)
    .offset(query.skip);
  return page(rows.map(view), query.limit);
}

export async function getStaffLocation(db: Db, id: string): Promise<StaffLocationView> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  if (!row) throw new AppError('NOT_FOUND', LOCATION_MESSAGES.getFailed);
  return view(row);
}

/** Add a Location (docs/rules/staff-screens.md, Locations). The public finder lists it from the next request on. */
export async function createLocation(
  ctx: Context,
  actor: SessionUser,
  input: LocationInput,
): Promise<StaffLocationView> {
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(locations).values(input).returning();
    await recordAudit(tx, actor, {
      kind: 'location',
      action: 'create',
      entityId: created!.id,
      summary: `location ${created!.name}, ${created!.address}`,
      after: audited(created!),
    });
    return view(created!);
  });
}

async function lockLocation(tx: Db, id: string): Promise<Location> {
  const [row] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', LOCATION_MESSAGES.getFailed);
  return row;
}

export async function updateLocation(
  ctx: Context,
  actor: SessionUser,
  input: Omit<LocationUpdateInput, 'version'> & { version?: number | undefined },
): Promise<StaffLocationView> {
  const { id, version, ...fields } = input;
  return ctx.db.transaction(async (tx) => {
    const before = await lockLocation(tx, id);
    if (version !== undefined && before.version !== version) throw staleEdit('location');
    const [after] = await tx
      .update(locations)
      .set({ ...fields, version: sql`${locations.version} + 1` })
      .where(eq(locations.id, id))
      .returning();
    await recordAudit(tx, actor, {
      kind: 'location',
      action: 'update',
      entityId: id,
      summary: `location ${after!.name}, ${after!.address}`,
      before: audited(before),
      after: audited(after!),
    });
    return view(after!);
  });
}

/**
 * Statuses after which an order no longer needs its store: it is finished, paid, refunded or canceled.
 * Every other order is open and keeps its location (docs/decisions/0039-staff-locations.md).
 */
const FINISHED_ORDER_STATUSES = ['Completed', 'Payment Processed', 'Refund Processed', 'Canceled'] as const;

/**
 * Deletes a store. Refused while open orders are assigned to it, naming how many, so no order in
 * progress loses its store; staff move them first with the orders list's location selector
 * (docs/decisions/0039-staff-locations.md). The row is locked first, so an order assigned meanwhile waits.
 */
export async function deleteLocation(
  ctx: Context,
  actor: SessionUser,
  input: { id: string; version?: number | undefined },
): Promise<{ success: true }> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockLocation(tx, input.id);
    if (input.version !== undefined && before.version !== input.version) throw staleEdit('location');
    const [open] = await tx
      .select({ count: count() })
      .from(orders)
      .where(and(eq(orders.locationId, input.id), notInArray(orders.status, [...FINISHED_ORDER_STATUSES])));
    if (open && open.count > 0) throw new AppError('CONFLICT', LOCATION_MESSAGES.openOrders(open.count));
    await tx.delete(locations).where(eq(locations.id, input.id));
    await recordAudit(tx, actor, {
      kind: 'location',
      action: 'delete',
      entityId: input.id,
      summary: `location ${before.name}, ${before.address}`,
      before: audited(before),
    });
  });
  return { success: true };
}
