import type { Db } from '@laundry/db';

/** A staff change and its audit entry commit together or not at all (docs/rules/settings.md, Audit trail). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
