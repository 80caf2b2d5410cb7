import { type Db, zips } from '@laundry/db';
import type { Region } from '@laundry/validators/settings';
import { SETTINGS_MESSAGES } from '@laundry/validators/settingsForms';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { isUniqueViolation } from '../users/uniqueEmail';
import { inTransaction } from './transaction';

/** A served zip as section 12, Eligible Zip Codes, edits it (docs/rules/records.md, Served zip codes). */
export interface StaffZip {
  id: string;
  zip: string;
  florida: boolean;
  version: number;
}

type ZipValues = { zip: string; florida: boolean };

const columns = { id: zips.id, zip: zips.zip, florida: zips.florida, version: zips.version };

/** The zips of a region: Florida's are flagged `florida` (docs/rules/regions.md). */
export async function listRegionZips(db: Db, region: Region): Promise<StaffZip[]> {
  return db
    .select(columns)
    .from(zips)
    .where(eq(zips.florida, region === 'fl'))
    .orderBy(asc(zips.zip));
}

export async function findZipByCode(db: Db, zip: string): Promise<StaffZip | null> {
  const [row] = await db.select(columns).from(zips).where(eq(zips.zip, zip));
  return row ?? null;
}

export async function findZipById(db: Db, id: string): Promise<StaffZip | null> {
  const [row] = await db.select(columns).from(zips).where(eq(zips.id, id));
  return row ?? null;
}

async function refuseDuplicate(tx: Db, zip: string, except?: string) {
  const [clash] = await tx
    .select({ id: zips.id })
    .from(zips)
    .where(and(eq(zips.zip, zip), except ? ne(zips.id, except) : undefined))
    .limit(1);
  if (clash) throw new AppError('CONFLICT', SETTINGS_MESSAGES.duplicateZip);
}

async function uniqueZips<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', SETTINGS_MESSAGES.duplicateZip);
    throw error;
  }
}

async function lockedZip(tx: Db, id: string, version: number | null | undefined): Promise<StaffZip> {
  const [row] = await tx.select(columns).from(zips).where(eq(zips.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.zipGone);
  if (version !== null && version !== undefined && version !== row.version) {
    throw new AppError('CONFLICT', SETTINGS_MESSAGES.zipStale, { currentVersion: row.version });
  }
  return row;
}

const label = (row: { zip: string; florida: boolean }) =>
  `zip ${row.zip} (${row.florida ? 'Florida' : 'New York'})`;

/**
 * Serves a new zip code. The zip check, sign-up and checkout read the zips table on every request, so the
 * zip is served from the next request on (docs/rules/settings.md, Served zip codes).
 */
export async function addZip(db: Db, actor: SessionUser, values: ZipValues): Promise<StaffZip> {
  return uniqueZips(() =>
    inTransaction(db, async (tx) => {
      await refuseDuplicate(tx, values.zip);
      const [row] = await tx
        .insert(zips)
        .values({ zip: values.zip, florida: values.florida })
        .returning(columns);
      const created = row!;
      await recordAudit(tx, actor, {
        kind: 'zip',
        action: 'create',
        entityId: created.zip,
        summary: label(created),
        after: { ...created },
      });
      return created;
    }),
  );
}

export interface ZipChange {
  id: string;
  /** The version the screen loaded; null only for the old client's REST path (docs/rules/settings.md). */
  version: number | null;
  values: ZipValues;
}

/** Changes a zip's code or its region, against the version the screen loaded. */
export async function updateZip(db: Db, actor: SessionUser, change: ZipChange): Promise<StaffZip> {
  return uniqueZips(() =>
    inTransaction(db, async (tx) => {
      const current = await lockedZip(tx, change.id, change.version);
      // A save that changes nothing writes nothing (docs/rules/settings.md, Saving a section).
      if (current.zip === change.values.zip && current.florida === change.values.florida) return current;
      await refuseDuplicate(tx, change.values.zip, change.id);
      const [row] = await tx
        .update(zips)
        .set({ zip: change.values.zip, florida: change.values.florida, version: sql`${zips.version} + 1` })
        .where(and(eq(zips.id, change.id), eq(zips.version, current.version)))
        .returning(columns);
      if (!row) throw new AppError('CONFLICT', SETTINGS_MESSAGES.zipStale);
      await recordAudit(tx, actor, {
        kind: 'zip',
        action: 'update',
        entityId: row.zip,
        summary: label(row),
        before: { ...current },
        after: { ...row },
      });
      return row;
    }),
  );
}

/** Stops serving a zip. Orders already placed there keep their address and store. */
export async function removeZip(
  db: Db,
  actor: SessionUser,
  { id, version }: { id: string; version?: number | null },
): Promise<{ id: string; zip: string }> {
  return inTransaction(db, async (tx) => {
    const current = await lockedZip(tx, id, version);
    await tx.delete(zips).where(eq(zips.id, id));
    await recordAudit(tx, actor, {
      kind: 'zip',
      action: 'delete',
      entityId: current.zip,
      summary: label(current),
      before: { ...current },
    });
    return { id, zip: current.zip };
  });
}
