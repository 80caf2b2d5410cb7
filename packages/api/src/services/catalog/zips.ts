import { type Db, preparedQuery, preparedRows, zips } from '@laundry/db';
import { asc, eq, sql } from 'drizzle-orm';

export interface ServedZip {
  id: string;
  zip: string;
  florida: boolean;
}

/** docs/rules/records.md, Served zip codes: the served zip codes, each flagged when it belongs to the Florida region. */
export async function listServedZips(db: Db): Promise<ServedZip[]> {
  return servedZips(db, {});
}
// Every checkout's location and every uncached catalog read take the whole list: the driver's rows as they are
// (packages/db/src/prepared.ts, docs/decisions/0108-hot-reads-and-csv-writing.md), not Drizzle's copy of each.
const servedZips = preparedRows<ServedZip>(
  { id: zips.id, zip: zips.zip, florida: zips.florida },
  (db, fields) => db.select(fields).from(zips).orderBy(asc(zips.zip)).prepare('served_zips'),
);

// Every checkout reads its zip: built and prepared once (packages/db/src/prepared.ts).
const servedZip = preparedQuery((db) =>
  db
    .select({ id: zips.id, zip: zips.zip, florida: zips.florida })
    .from(zips)
    .where(eq(zips.zip, sql.placeholder('zip')))
    .prepare('served_zip'),
);

export async function findServedZip(db: Db, zip: string): Promise<ServedZip | null> {
  const [row] = await servedZip(db).execute({ zip });
  return row ?? null;
}
