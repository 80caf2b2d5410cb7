/**
 * The two regions (docs/rules/regions.md): `ny` is the default, `fl` applies when the address state is FL.
 * The one definition; zod enums, Drizzle checks and types derive from it.
 */
export const REGIONS = ['ny', 'fl'] as const;
export type Region = (typeof REGIONS)[number];
