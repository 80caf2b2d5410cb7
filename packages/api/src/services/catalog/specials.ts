import { type Db, specials } from '@laundry/db';
import { newYorkToday } from '@laundry/pricing';
import type { SpecialListQuery } from '@laundry/validators/catalog';
import { and, asc, gte } from 'drizzle-orm';
import { orderBy, searchAcross } from './listing';

export type SpecialRow = typeof specials.$inferSelect;

export interface SpecialListOptions {
  /** Staff see every special; the public sees only those that have not expired. */
  includeExpired: boolean;
  now: Date;
}

/** docs/rules/rest-compatibility.md GET /api/specials and /api/specials/search. Codes are shown in upper case (docs/rules/records.md, Specials). */
export async function listSpecials(
  db: Db,
  query: SpecialListQuery,
  options: SpecialListOptions,
): Promise<SpecialRow[]> {
  const current = options.includeExpired
    ? undefined
    : gte(specials.expirationDate, newYorkToday(options.now.getTime()));
  const rows = await db
    .select()
    .from(specials)
    .where(and(current, searchAcross(query.searchtext, [specials.name, specials.code])))
    .orderBy(orderBy(specials[query.sortby], query.sortorder), asc(specials.id))
    .limit(query.limit)
    .offset(query.skip);
  return rows.map((row) => ({ ...row, code: row.code.toUpperCase() }));
}
