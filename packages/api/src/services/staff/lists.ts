import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors';

/**
 * A staff list's sort: a text expression that is never null, so the order is total once the row id
 * breaks ties, and a page can continue after any row (keyset: `(key, id) > (last key, last id)`).
 */
export interface SortKey {
  key: SQL<string>;
  id: SQL | { getSQL(): SQL };
  sortorder: 1 | -1;
}

export function orderBySortKey({ key, id, sortorder }: SortKey): SQL[] {
  return sortorder === 1 ? [sql`${key} asc`, sql`${id} asc`] : [sql`${key} desc`, sql`${id} desc`];
}

/** Rows strictly after `after` in the list's order. */
export function afterSortKey({ key, id, sortorder }: SortKey, after: { key: string; id: string }): SQL {
  return sortorder === 1
    ? sql`(${key}, ${id}) > (${after.key}, ${after.id})`
    : sql`(${key}, ${id}) < (${after.key}, ${after.id})`;
}

/** Case-insensitive text for sorting: null and blank sort as ''. */
export function sortText(expression: SQL | { getSQL(): SQL }): SQL<string> {
  return sql<string>`lower(coalesce(${expression}, ''))`;
}

/** One more row than the page tells whether Show More has anything to add (docs/rules/staff-screens.md, Sorting and paging). */
export function page<Row>(rows: Row[], limit: number): { rows: Row[]; hasMore: boolean } {
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * docs/rules/roles.md, Concurrent edits: a save carries the row version its form loaded; when the row
 * has moved on, the save is refused and changes nothing.
 */
export function staleEdit(thing: string): AppError {
  return new AppError(
    'CONFLICT',
    `This ${thing} was changed by someone else after you opened it, so your changes were not saved. Please reload it and make your changes again.`,
  );
}
