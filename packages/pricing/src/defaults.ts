import { REGION_DEFAULTS } from '@laundry/domain';
import type { Region, RegionalSettings } from '@laundry/validators/settings';

/**
 * Settings used before the real ones load: each region's defaults, defined once in
 * packages/domain/src/regionDefaults.ts (the database seed starts from the same), with no disable-ordering message.
 */
export const DEFAULT_REGIONAL_SETTINGS: Readonly<Record<Region, RegionalSettings>> = {
  ny: { ...REGION_DEFAULTS.ny, disableOrderingMessage: '' },
  fl: { ...REGION_DEFAULTS.fl, disableOrderingMessage: '' },
};
