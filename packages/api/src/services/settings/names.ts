import type { PriceList } from '@laundry/validators/priceListForms';
import type { Region } from '@laundry/validators/settings';
import type { SettingsSection } from '@laundry/validators/settingsForms';

/** How the audit trail names a region and what was changed in it (docs/rules/settings.md, The screen, the sections' titles). */
export const REGION_NAMES: Record<Region, string> = { ny: 'New York', fl: 'Florida' };

export const SECTION_TITLES: Record<SettingsSection, string> = {
  disableOrdering: 'Disable Ordering',
  timeWindows: 'Time Windows',
  minDelivery: 'Minimum Delivery Amounts',
  minDeliveryDays: 'Minimum Delivery Days',
  washFold: 'Wash & Fold Settings',
  organicWashFold: 'Organic Wash & Fold Settings',
};

export const PRICE_LIST_TITLES: Record<PriceList, string> = {
  products: 'Wash & Fold Products',
  washPress: 'Wash & Press Services',
  dryClean: 'Dry Clean Services',
  tailoring: 'Tailoring Services',
  comforter: 'Comforter Services',
};
