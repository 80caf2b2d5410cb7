import { type AnyColumn, asc, desc, ilike, or, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A case-insensitive "contains" over several columns, or undefined when there is no text. */
export function searchAcross(text: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** docs/rules/rest-compatibility.md: sortorder 1 is ascending, -1 descending. */
export function orderBy(column: AnyColumn, sortorder: 1 | -1): SQL {
  return sortorder === 1 ? asc(column) : desc(column);
}
