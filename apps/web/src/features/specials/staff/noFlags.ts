import { NO_DRY_CLEAN_ITEM_FLAGS, NO_SERVICE_FLAGS, NO_TAILORING_ITEM_FLAGS } from '@laundry/domain';
import type { StaffSpecial } from './specialLabels';

/** Every flag off: a new special's starting point (the flag keys: packages/domain/src/specialFlags.ts). */
export const noServiceFlags: StaffSpecial['services'] = NO_SERVICE_FLAGS;
export const noTailoringItemsFlags: StaffSpecial['tailoringItems'] = NO_TAILORING_ITEM_FLAGS;
export const noDryCleanItemsFlags: StaffSpecial['dryCleanItems'] = NO_DRY_CLEAN_ITEM_FLAGS;
