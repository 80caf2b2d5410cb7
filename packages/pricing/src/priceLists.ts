import type { Region } from '@laundry/validators/settings';

interface PriceRow {
  readonly id: string;
  readonly region: Region;
}

// Price lists are read-only inputs; indexing each array once keeps pricing an order O(items).
const indexes = new WeakMap<readonly PriceRow[], Map<string, PriceRow>>();

/**
 * The row with this id in a region's price list, or undefined. A row of another region is not found:
 * each region has its own price lists (docs/rules/regions.md), so a client cannot price a Florida
 * order with New York rows. The arrays are treated as immutable: pass a new array after a change
 * (docs/decisions/0004-pricing-engine-internals.md).
 */
export function findPriceRow<T extends PriceRow>(
  rows: readonly T[],
  id: string,
  region: Region,
): T | undefined {
  let index = indexes.get(rows);
  if (index === undefined) {
    index = new Map(rows.map((row) => [row.id, row]));
    indexes.set(rows, index);
  }
  const row = index.get(id) as T | undefined;
  return row?.region === region ? row : undefined;
}
