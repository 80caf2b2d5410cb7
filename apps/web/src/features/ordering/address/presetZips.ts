import { PRESET_SERVED_ZIPS as presetZips } from '@laundry/validators/servedZips';
import type { ServedZip } from '../../zip/zipCheck';

/** docs/rules/messages.md, Order flow: validation: the preset served zips, until the fetched list (catalog.zips.list) replaces them. */
export const PRESET_SERVED_ZIPS: readonly ServedZip[] = presetZips;
