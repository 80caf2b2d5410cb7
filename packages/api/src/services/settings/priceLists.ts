import {
  comforterSizes,
  type Db,
  dryCleanItems,
  tailoringItems,
  washFoldProducts,
  washPressItems,
} from '@laundry/db';
import type {
  PriceList,
  PriceListAddInput,
  PriceListEntryValues,
  PriceListRemoveInput,
} from '@laundry/validators/priceListForms';
import type { Region } from '@laundry/validators/settings';
import { SETTINGS_MESSAGES } from '@laundry/validators/settingsForms';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { isUniqueViolation } from '../users/uniqueEmail';
import { PRICE_LIST_TITLES, REGION_NAMES } from './names';
import { inTransaction } from './transaction';

const TABLES = {
  products: washFoldProducts,
  washPress: washPressItems,
  dryClean: dryCleanItems,
  tailoring: tailoringItems,
  comforter: comforterSizes,
} as const;

/**
 * The columns every price list shares (id, region, item, sort order, version). The five tables differ
 * only in their price columns, which come from the list's own form (packages/validators/src/priceListForms.ts).
 */
type SharedTable = typeof washFoldProducts;
const tableOf = (list: PriceList) => TABLES[list] as unknown as SharedTable;

/** A price list row as the settings screen shows it (the list's own price columns, in cents). */
export type PriceListRow = {
  id: string;
  region: Region;
  item: string;
  sortOrder: number;
  version: number;
} & Record<string, unknown>;

type Values = PriceListEntryValues<PriceList>;

/** Where a staff path may look for a row: the region of its screen, or anywhere (tRPC carries ids). */
export interface EntryScope {
  region?: Region;
}

/** Item names are unique within a list and region, whatever their case (docs/rules/settings.md, Price lists). */
async function refuseDuplicateItem(tx: Db, list: PriceList, region: Region, item: string, except?: string) {
  const table = tableOf(list);
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.region, region),
        sql`lower(${table.item}) = lower(${item})`,
        except ? ne(table.id, except) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new AppError('CONFLICT', SETTINGS_MESSAGES.duplicateItem);
}

/** The same refusal when two saves raced past the check: the unique constraint has the last word. */
async function uniqueItems<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', SETTINGS_MESSAGES.duplicateItem);
    throw error;
  }
}

function summary(list: PriceList, region: Region, item: string) {
  return `${REGION_NAMES[region]} ${PRICE_LIST_TITLES[list]}: ${item}`;
}

async function lockedEntry(tx: Db, list: PriceList, id: string, scope: EntryScope): Promise<PriceListRow> {
  const table = tableOf(list);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  if (!row || (scope.region && row.region !== scope.region)) {
    throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.entryGone);
  }
  return row as PriceListRow;
}

function refuseStale(row: PriceListRow, version: number | null | undefined) {
  if (version !== null && version !== undefined && version !== row.version) {
    throw new AppError('CONFLICT', SETTINGS_MESSAGES.entryStale, { currentVersion: row.version });
  }
}

/** Adds a row at the end of one of a region's price lists (docs/rules/settings.md, Price lists). */
export async function addPriceListEntry(
  db: Db,
  actor: SessionUser,
  { list, region, values }: PriceListAddInput,
): Promise<PriceListRow> {
  const table = tableOf(list);
  return uniqueItems(() =>
    inTransaction(db, async (tx) => {
      await refuseDuplicateItem(tx, list, region, values.item);
      const [last] = await tx
        .select({ next: sql<number>`coalesce(max(${table.sortOrder}) + 1, 0)` })
        .from(table)
        .where(eq(table.region, region));
      const [row] = await tx
        .insert(table)
        .values({
          ...(values as Values & { priceCents: number }),
          region,
          sortOrder: Number(last?.next ?? 0),
        })
        .returning();
      const created = row as PriceListRow;
      await recordAudit(tx, actor, {
        kind: 'priceList',
        action: 'create',
        entityId: created.id,
        summary: summary(list, region, created.item),
        after: { list, ...created },
      });
      return created;
    }),
  );
}

export interface PriceListChange {
  list: PriceList;
  id: string;
  /** The version the screen loaded; null only for the old client's REST paths (docs/rules/settings.md). */
  version: number | null;
  values: Values;
}

/** Saves an edited row against the version the screen loaded, and increments it. */
export async function updatePriceListEntry(
  db: Db,
  actor: SessionUser,
  change: PriceListChange,
  scope: EntryScope = {},
): Promise<PriceListRow> {
  const { list, id, values } = change;
  const table = tableOf(list);
  return uniqueItems(() =>
    inTransaction(db, async (tx) => {
      const current = await lockedEntry(tx, list, id, scope);
      refuseStale(current, change.version);
      // A save that changes no value writes nothing (docs/rules/settings.md, Saving a section).
      const stored = current as unknown as Record<string, unknown>;
      if (Object.entries(values).every(([key, value]) => stored[key] === value)) return current;
      await refuseDuplicateItem(tx, list, current.region, values.item, id);
      const [row] = await tx
        .update(table)
        .set({ ...(values as Values & { priceCents: number }), version: sql`${table.version} + 1` })
        .where(and(eq(table.id, id), eq(table.version, current.version)))
        .returning();
      if (!row) throw new AppError('CONFLICT', SETTINGS_MESSAGES.entryStale);
      const updated = row as PriceListRow;
      await recordAudit(tx, actor, {
        kind: 'priceList',
        action: 'update',
        entityId: id,
        summary: summary(list, current.region, updated.item),
        before: { list, ...current },
        after: { list, ...updated },
      });
      return updated;
    }),
  );
}

/**
 * Removes a row. Orders already placed keep their priced sub-orders, so nothing else changes; a draft
 * that still names the item is refused at its next quote like any unknown item.
 */
export async function removePriceListEntry(
  db: Db,
  actor: SessionUser,
  { list, id, version }: PriceListRemoveInput,
  scope: EntryScope = {},
): Promise<{ id: string }> {
  const table = tableOf(list);
  return inTransaction(db, async (tx) => {
    const current = await lockedEntry(tx, list, id, scope);
    refuseStale(current, version);
    await tx.delete(table).where(eq(table.id, id));
    await recordAudit(tx, actor, {
      kind: 'priceList',
      action: 'delete',
      entityId: id,
      summary: summary(list, current.region, current.item),
      before: { list, ...current },
    });
    return { id };
  });
}

/** The row with this id in one of `lists` of a region, for the old client's paths that name only an id. */
export async function findPriceListEntry(
  db: Db,
  lists: readonly PriceList[],
  region: Region,
  id: string,
): Promise<{ list: PriceList; row: PriceListRow } | null> {
  for (const list of lists) {
    const table = tableOf(list);
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.region, region)));
    if (row) return { list, row: row as PriceListRow };
  }
  return null;
}
