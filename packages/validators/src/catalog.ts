import { z } from 'zod';
import { cleanLine } from './text';

/** docs/rules/rest-compatibility.md: list paths take sortby, sortorder (1 or -1), skip and limit. */
export const sortOrderSchema = z.coerce
  .number({ error: 'sortorder must be 1 or -1.' })
  .refine((v) => v === 1 || v === -1, { message: 'sortorder must be 1 or -1.' })
  .transform((v) => v as 1 | -1);

const skipSchema = z.coerce
  .number({ error: 'skip must be a whole number of 0 or more.' })
  .int({ message: 'skip must be a whole number of 0 or more.' })
  .min(0, { message: 'skip must be a whole number of 0 or more.' });

export const MAX_PAGE_SIZE = 500;
const limitSchema = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  .int({ message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  .min(1, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` })
  .max(MAX_PAGE_SIZE, { message: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.` });

const searchTextSchema = z
  .string()
  .trim()
  .max(200, { message: 'searchtext must be at most 200 characters.' })
  .refine(...cleanLine);

/**
 * Builds the list query for a resource whose sortable columns are `columns`. `aliases` are further `sortby` names
 * taken for one of them (a name the old client sends for a column the resource does not have).
 */
export function listQuerySchema<const C extends readonly [string, ...string[]]>(
  columns: C,
  defaults: { sortby: C[number]; sortorder: 1 | -1; limit: number },
  aliases: Readonly<Record<string, C[number]>> = {},
) {
  const names = [...columns, ...Object.keys(aliases)] as [string, ...string[]];
  return z.object({
    sortby: z
      .enum(names, { error: `sortby must be one of: ${names.join(', ')}.` })
      .default(defaults.sortby)
      .transform((name): C[number] => aliases[name] ?? name),
    sortorder: sortOrderSchema.default(defaults.sortorder),
    skip: skipSchema.default(0),
    limit: limitSchema.default(defaults.limit),
    searchtext: searchTextSchema.optional(),
  });
}

export const locationSortColumns = ['address', 'name', 'city', 'zip', 'phone'] as const;
/** docs/rules/staff-screens.md, Sorting and paging: locations are listed 100 at a time, by address ascending. */
export const locationListQuery = listQuerySchema(locationSortColumns, {
  sortby: 'address',
  sortorder: 1,
  limit: 100,
});
export type LocationListQuery = z.infer<typeof locationListQuery>;

export const specialSortColumns = ['name', 'code', 'expirationDate', 'createdAt'] as const;
/**
 * docs/rules/staff-screens.md, Sorting and paging: specials are listed 100 at a time, "by address" by default. A
 * special has no address: `sortby=address`, which the old client sends, is taken and sorts by name, the default
 * (docs/decisions/0066-rest-specials-address-sort-and-export-list.md); `sortorder` applies as given.
 */
export const specialListQuery = listQuerySchema(
  specialSortColumns,
  { sortby: 'name', sortorder: 1, limit: 100 },
  { address: 'name' },
);
export type SpecialListQuery = z.infer<typeof specialListQuery>;

export const zipSchema = z
  .string({ error: 'Please enter your zip code.' })
  .trim()
  .min(1, { message: 'Please enter your zip code.' })
  .regex(/^\d{5}$/, { message: 'Please enter a 5-digit zip code.' });
