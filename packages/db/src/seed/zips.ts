import { PRESET_SERVED_ZIPS } from '@laundry/validators/servedZips';

/** docs/rules/messages.md, Order flow: validation: the served New York and Brooklyn zips plus Florida zip 33445. */
export const zipsSeed: { zip: string; florida: boolean }[] = PRESET_SERVED_ZIPS.map((zip) => ({ ...zip }));
