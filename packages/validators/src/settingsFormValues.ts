import type { PriceList, PriceListEntryInput } from './priceListForms';
import type { COMFORTER_SIZES, ComforterSize, DryCleanItem, TailoringItem, WashFoldProduct } from './pricing';
import type { RegionalSettings } from './settings';
import type { SettingsSection, SettingsSectionInput } from './settingsForms';

/**
 * Whole cents as dollars with 2 decimals, as the settings forms and the orders export show them (docs/rules/settings.md,
 * What a region has, "Displayed prices use 2 decimals"): written from the cents' digits, with no division in floating
 * point, at half the cost of `toFixed` (the export writes six a row).
 */
export const centsToDollars = (cents: number): string => {
  const whole = Math.abs(cents);
  const rest = whole % 100;
  return `${cents < 0 ? '-' : ''}${(whole - rest) / 100}.${rest < 10 ? '0' : ''}${rest}`;
};
/** A price an item may not offer: empty when it does not. */
const offered = (cents: number | null): string => (cents === null ? '' : centsToDollars(cents));

export type SettingsFormValues = { [S in SettingsSection]: SettingsSectionInput<S> };

/**
 * A region's settings record as the six section forms start from it. The web forms begin here, and the
 * old client's REST paths fill the fields they do not send from here, so one form schema checks both.
 */
export function settingsFormValues(s: RegionalSettings): SettingsFormValues {
  return {
    disableOrdering: {
      disableOrdering: s.disableOrdering,
      disableOrderingMessage: s.disableOrderingMessage,
    },
    timeWindows: {
      firstPickUp: s.firstPickUp,
      lastPickUp: s.lastPickUp,
      firstDelivery: s.firstDelivery,
      lastDelivery: s.lastDelivery,
      firstSameDayPickUp: s.firstSameDayPickUp,
      lastSameDayPickUp: s.lastSameDayPickUp,
      firstSameDayDelivery: s.firstSameDayDelivery,
      recurringLeadDays: s.recurringLeadDays,
    },
    minDelivery: {
      washFoldMinDelivery: centsToDollars(s.washFoldMinDeliveryCents),
      organicWashFoldMinDelivery: centsToDollars(s.organicWashFoldMinDeliveryCents),
      washPressMinDelivery: centsToDollars(s.washPressMinDeliveryCents),
      dryCleanMinDelivery: centsToDollars(s.dryCleanMinDeliveryCents),
      tailoringMinDelivery: centsToDollars(s.tailoringMinDeliveryCents),
      comforterMinDelivery: centsToDollars(s.comforterMinDeliveryCents),
    },
    minDeliveryDays: {
      washFoldMinDeliveryDays: String(s.washFoldMinDeliveryDays),
      organicWashFoldMinDeliveryDays: String(s.organicWashFoldMinDeliveryDays),
      washPressMinDeliveryDays: String(s.washPressMinDeliveryDays),
      dryCleanMinDeliveryDays: String(s.dryCleanMinDeliveryDays),
      tailoringMinDeliveryDays: String(s.tailoringMinDeliveryDays),
      comforterMinDeliveryDays: String(s.comforterMinDeliveryDays),
    },
    washFold: {
      washFoldUpToXLbs: String(s.washFoldUpToXLbs),
      washFoldPerLb: centsToDollars(s.washFoldPerLbCents),
      washFoldMinimumPrice: centsToDollars(s.washFoldMinimumPriceCents),
      selfDropOffMinimumLbs: String(s.selfDropOffMinimumLbs),
      selfDropOffBasePrice: centsToDollars(s.selfDropOffBasePriceCents),
      selfDropOffPerLb: centsToDollars(s.selfDropOffPerLbCents),
    },
    organicWashFold: {
      organicWashFoldUpToXLbs: String(s.organicWashFoldUpToXLbs),
      organicWashFoldPerLb: centsToDollars(s.organicWashFoldPerLbCents),
      organicWashFoldMinimumPrice: centsToDollars(s.organicWashFoldMinimumPriceCents),
      selfDropOffOrganicPerLb: centsToDollars(s.selfDropOffOrganicPerLbCents),
    },
  };
}

type Stored<T> = Omit<T, 'id' | 'region'>;
type PriceListRows = {
  products: Stored<WashFoldProduct>;
  washPress: Stored<WashFoldProduct>;
  dryClean: Stored<DryCleanItem>;
  tailoring: Stored<TailoringItem>;
  // Stored as text; the comforter form takes one of the order flow's sizes.
  comforter: Omit<Stored<ComforterSize>, 'item'> & { item: string };
};

const FORM_VALUES: { [L in PriceList]: (row: PriceListRows[L]) => PriceListEntryInput<L> } = {
  products: (row) => ({ item: row.item, price: centsToDollars(row.priceCents) }),
  washPress: (row) => ({ item: row.item, price: centsToDollars(row.priceCents) }),
  dryClean: (row) => ({
    item: row.item,
    basePrice: centsToDollars(row.basePriceCents),
    dryCleanPressPrice: offered(row.dryCleanPressPriceCents),
    pressOnlyPrice: offered(row.pressOnlyPriceCents),
    offersCrease: row.offersCrease,
    noCreaseCharge: centsToDollars(row.noCreaseChargeCents),
    offersStarch: row.offersStarch,
  }),
  tailoring: (row) => ({
    item: row.item,
    hem: offered(row.hemCents),
    taper: offered(row.taperCents),
    zipper: offered(row.zipperCents),
    sleeves: offered(row.sleevesCents),
    patch: offered(row.patchCents),
    fix: offered(row.fixCents),
    waist: offered(row.waistCents),
    lining: offered(row.liningCents),
  }),
  comforter: (row) => ({
    item: row.item as (typeof COMFORTER_SIZES)[number],
    notDown: centsToDollars(row.notDownCents),
    down: centsToDollars(row.downCents),
  }),
};

/** A price list row as its edit form starts from it (dollars with 2 decimals, empty when not offered). */
export function priceListFormValues<L extends PriceList>(
  list: L,
  row: PriceListRows[L],
): PriceListEntryInput<L> {
  return FORM_VALUES[list](row);
}
