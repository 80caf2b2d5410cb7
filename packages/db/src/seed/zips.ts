import { PRESET_SERVED_ZIPS } from '@laundry/validators/servedZips';

/** spec 001 section 5: the served New York and Brooklyn zips plus Florida zip 33445. */
export const zipsSeed: { zip: string; florida: boolean }[] = PRESET_SERVED_ZIPS.map((zip) => ({ ...zip }));
