import { SERVICE_KEYS, type ServiceKey } from './services';

/**
 * The flags of a special (docs/rules/pricing.md, Promotions): the services it applies to (none flagged means
 * every service) and, where a promotional price is set, the tailoring and dry clean items it is limited to.
 * Item flags match price-list items by name lowercased without spaces or hyphens ('Outer Jacket' -> outerjacket).
 */
export const SPECIAL_TAILORING_ITEMS = [
  'dress',
  'pants',
  'jumpsuit',
  'shirt',
  'jacket',
  'coat',
  'curtains',
] as const;
export const SPECIAL_DRY_CLEAN_ITEMS = [
  'dress',
  'gown',
  'shirt',
  'jumpsuit',
  'pants',
  'skirt',
  'suit',
  'blazer',
  'outerjacket',
  'sportjacket',
  'sweater',
  'coat',
  'blanket',
  'comforter',
] as const;
export type SpecialTailoringItem = (typeof SPECIAL_TAILORING_ITEMS)[number];
export type SpecialDryCleanItem = (typeof SPECIAL_DRY_CLEAN_ITEMS)[number];

export type SpecialServiceFlags = Record<ServiceKey, boolean>;
export type SpecialTailoringItemFlags = Record<SpecialTailoringItem, boolean>;
export type SpecialDryCleanItemFlags = Record<SpecialDryCleanItem, boolean>;

/** Every key of the list set to false. */
export function noFlags<K extends string>(keys: readonly K[]): Record<K, boolean> {
  return Object.fromEntries(keys.map((key) => [key, false])) as Record<K, boolean>;
}

/** Every flag off: a special's starting point, before staff flag anything. */
export const NO_SERVICE_FLAGS: SpecialServiceFlags = noFlags(SERVICE_KEYS);
export const NO_TAILORING_ITEM_FLAGS: SpecialTailoringItemFlags = noFlags(SPECIAL_TAILORING_ITEMS);
export const NO_DRY_CLEAN_ITEM_FLAGS: SpecialDryCleanItemFlags = noFlags(SPECIAL_DRY_CLEAN_ITEMS);
