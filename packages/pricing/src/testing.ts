import { NO_DRY_CLEAN_ITEM_FLAGS, NO_SERVICE_FLAGS, NO_TAILORING_ITEM_FLAGS } from '@laundry/domain';
import type { PriceLists } from '@laundry/validators/pricing';
import type { Region, RegionalSettings } from '@laundry/validators/settings';
import type { Special } from '@laundry/validators/special';
import { DEFAULT_REGIONAL_SETTINGS } from './defaults';
import type { PricingDraft } from './draft';

/**
 * Settings for tests: the defaults with distinct minimum delivery days per service (wash and fold 1,
 * organic 1, wash and press 3, dry clean 3, comforter 4, tailoring 5), so every grouping rule shows.
 */
export function sampleSettings(region: Region = 'ny'): RegionalSettings {
  return {
    ...DEFAULT_REGIONAL_SETTINGS[region],
    washPressMinDeliveryDays: 3,
    dryCleanMinDeliveryDays: 3,
    tailoringMinDeliveryDays: 5,
    comforterMinDeliveryDays: 4,
  };
}

/**
 * Sample price lists, a special and a draft for tests, benchmarks and seeds of other packages. Prices are
 * plausible, not the product's: the real lists are staff data.
 */
export function samplePriceLists(region: Region = 'ny'): PriceLists {
  const id = (name: string) => `${region}-${name}`;
  const tailoring = (
    name: string,
    hemCents: number | null,
    taperCents: number | null,
    sleevesCents: number | null,
  ) => ({
    id: id(name.toLowerCase()),
    item: name,
    region,
    hemCents,
    taperCents,
    zipperCents: 1800,
    sleevesCents,
    patchCents: 1000,
    fixCents: 800,
    waistCents: 1800,
    liningCents: null,
  });
  return {
    products: [
      { id: id('softener'), item: 'Softener', region, priceCents: 200 },
      { id: id('oxiclean'), item: 'OxiClean', region, priceCents: 300 },
    ],
    washPress: [
      { id: id('wp-shirt'), item: 'Shirt', region, priceCents: 199 },
      { id: id('wp-pants'), item: 'Pants', region, priceCents: 599 },
    ],
    dryClean: [
      dryClean(id('dc-shirt'), 'Shirt', region, 699, 450, null, false),
      dryClean(id('dc-pants'), 'Pants', region, 899, 599, null, true),
      dryClean(id('dc-suit'), 'Suit', region, 1999, 1299, 2199, true),
      dryClean(id('dc-outer-jacket'), 'Outer Jacket', region, 2499, null, null, false),
    ],
    tailoring: [tailoring('Pants', 1500, 2000, null), tailoring('Jacket', 2500, 3000, 3500)],
    comforter: [
      { id: id('full'), item: 'Full', region, notDownCents: 3500, downCents: 4500 },
      { id: id('queen'), item: 'Queen', region, notDownCents: 4000, downCents: 5000 },
      { id: id('king'), item: 'King', region, notDownCents: 4500, downCents: 5500 },
    ],
  };
}

function dryClean(
  id: string,
  item: string,
  region: Region,
  basePriceCents: number,
  pressOnlyPriceCents: number | null,
  dryCleanPressPriceCents: number | null,
  offersCrease: boolean,
) {
  return {
    id,
    item,
    region,
    basePriceCents,
    pressOnlyPriceCents,
    dryCleanPressPriceCents,
    offersCrease,
    noCreaseChargeCents: offersCrease ? 200 : 0,
    offersStarch: true,
  };
}

const none = NO_SERVICE_FLAGS;
const noTailoringItems = NO_TAILORING_ITEM_FLAGS;
const noDryCleanItems = NO_DRY_CLEAN_ITEM_FLAGS;

/** A special with no flags and the given discount; override any field. */
export function sampleSpecial(overrides: Partial<Special> = {}): Special {
  return {
    id: 'special-1',
    name: 'Spring',
    code: 'SPRING',
    expirationDate: '2025-12-31',
    firstTimeOnly: false,
    percentDiscount: 10,
    promotionalPriceCents: null,
    discountAmountCents: null,
    services: none,
    tailoringItems: noTailoringItems,
    dryCleanItems: noDryCleanItems,
    ...overrides,
  };
}

/** A typical New York order with four services, picked up Monday 2025-03-10 at 11. */
export function sampleDraft(overrides: Partial<PricingDraft> = {}): PricingDraft {
  return {
    address: { state: 'NY' },
    washFold: { weightLbs: 25.5, productIds: ['ny-softener'] },
    washPress: { items: [{ itemId: 'ny-wp-shirt', quantity: 5 }] },
    dryClean: {
      items: [
        { itemId: 'ny-dc-pants', quantity: 2, pressOnly: false, crease: 'noCrease', starch: null },
        { itemId: 'ny-dc-suit', quantity: 1, pressOnly: false, crease: null, starch: 'lightStarch' },
      ],
    },
    tailoring: { items: [{ itemId: 'ny-pants', services: ['hem', 'taper'], instructions: '' }] },
    schedule: {
      pickUpDate: '2025-03-10',
      pickUpHour: 11,
      deliveryDate: '2025-03-17',
      deliveryHour: 12,
      deliveryDate2: null,
      deliveryHour2: null,
      multipleDeliveries: false,
    },
    isExpressDelivery: false,
    gratuityCents: 500,
    promoCode: 'spring',
    ...overrides,
  };
}
