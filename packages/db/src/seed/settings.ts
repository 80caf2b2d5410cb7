import { REGION_DEFAULTS } from '@laundry/domain';
import type { NewRegionSettings } from '../schema';

/**
 * Each region starts with its defaults (time windows, minimum delivery amounts and days, wash and fold rates,
 * self drop-off), defined once in packages/domain/src/regionDefaults.ts; the seed adds the region's own
 * disable-ordering message.
 */
export const newYorkSettings: NewRegionSettings = {
  region: 'ny',
  ...REGION_DEFAULTS.ny,
  disableOrderingMessage:
    'Online ordering is paused right now. Please call us at (212) 555-0100 and we will schedule your pick-up.',
};

export const floridaSettings: NewRegionSettings = {
  region: 'fl',
  ...REGION_DEFAULTS.fl,
  disableOrderingMessage:
    'Online ordering is paused right now. Please call us at (561) 555-0190 and we will schedule your pick-up.',
};

export const regionSettingsSeed: NewRegionSettings[] = [newYorkSettings, floridaSettings];
