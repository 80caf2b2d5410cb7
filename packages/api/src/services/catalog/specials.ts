import { type Db, specials } from '@laundry/db';
import type { SpecialListQuery } from '@laundry/validators/catalog';
import { and, asc, gte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { orderBy, searchAcross } from './listing';

export type SpecialRow = typeof specials.$inferSelect;

export interface SpecialListOptions {
  /** Staff see every special; the public sees only those that have not expired. */
  includeExpired: boolean;
  now: Date;
}

/** Today's date in New York, the one time zone of the product (DECISIONS.md, Regions). */
export function newYorkToday(now: Date): string {
  return DateTime.fromJSDate(now, { zone: 'America/New_York' }).toISODate()!;
}

/** spec 000 §7 GET /api/specials and /api/specials/search. Codes are shown in upper case (spec 000 §3). */
export async function listSpecials(
  db: Db,
  query: SpecialListQuery,
  options: SpecialListOptions,
): Promise<SpecialRow[]> {
  const current = options.includeExpired
    ? undefined
    : gte(specials.expirationDate, newYorkToday(options.now));
  const rows = await db
    .select()
    .from(specials)
    .where(and(current, searchAcross(query.searchtext, [specials.name, specials.code])))
    .orderBy(orderBy(specials[query.sortby], query.sortorder), asc(specials.id))
    .limit(query.limit)
    .offset(query.skip);
  return rows.map((row) => ({ ...row, code: row.code.toUpperCase() }));
}
