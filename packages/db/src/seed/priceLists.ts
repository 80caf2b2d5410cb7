import type {
  comforterSizes,
  dryCleanItems,
  Region,
  tailoringItems,
  washFoldProducts,
  washPressItems,
} from '../schema';

type Row<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'id' | 'region' | 'sortOrder'>;
type WashFoldProductSeed = Row<typeof washFoldProducts>;
type WashPressItemSeed = Row<typeof washPressItems>;
type DryCleanItemSeed = Row<typeof dryCleanItems>;
type TailoringItemSeed = Row<typeof tailoringItems>;
type ComforterSizeSeed = Row<typeof comforterSizes>;

export interface RegionPriceLists {
  products: WashFoldProductSeed[];
  washPress: WashPressItemSeed[];
  dryClean: DryCleanItemSeed[];
  tailoring: TailoringItemSeed[];
  comforter: ComforterSizeSeed[];
}

/** A dry clean row: base price, press-only price (null when the garment is not pressed alone). */
function dryClean(
  item: string,
  basePriceCents: number,
  pressOnlyPriceCents: number | null,
  extras: { crease?: number; starch?: boolean } = {},
): DryCleanItemSeed {
  return {
    item,
    basePriceCents,
    pressOnlyPriceCents,
    // Unused by the seed: a dry-clean-and-press price replaces the base price when staff set one.
    dryCleanPressPriceCents: null,
    offersCrease: extras.crease !== undefined,
    noCreaseChargeCents: extras.crease ?? 0,
    offersStarch: extras.starch ?? false,
  };
}

type Options = [
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
  number | null,
];
/** Options in the order hem, taper, zipper, sleeves, patch, fix, waist, lining; null = not offered. */
function tailoring(item: string, options: Options): TailoringItemSeed {
  const [hemCents, taperCents, zipperCents, sleevesCents, patchCents, fixCents, waistCents, liningCents] =
    options;
  return {
    item,
    hemCents,
    taperCents,
    zipperCents,
    sleevesCents,
    patchCents,
    fixCents,
    waistCents,
    liningCents,
  };
}

/** New York. The $1.99 wash and press shirt is the chain's NYC-only shirt special (docs/rules/public-site.md, What the site promises). */
const newYork: RegionPriceLists = {
  products: [
    { item: 'Premium Detergent', priceCents: 3_00 },
    { item: 'Scent-Free Detergent', priceCents: 3_00 },
    { item: 'Fabric Softener', priceCents: 2_00 },
    { item: 'Bleach (whites only)', priceCents: 2_00 },
    { item: 'Dryer Sheets', priceCents: 1_50 },
  ],
  washPress: [
    { item: 'Shirt', priceCents: 1_99 },
    { item: 'Blouse', priceCents: 4_50 },
    { item: 'Polo Shirt', priceCents: 3_99 },
    { item: 'Pants', priceCents: 5_50 },
    { item: 'Jeans', priceCents: 5_50 },
    { item: 'Skirt', priceCents: 5_50 },
    { item: 'Tablecloth', priceCents: 9_95 },
    { item: 'Pillowcase', priceCents: 2_50 },
  ],
  // docs/rules/public-site.md, Calculators: the highest dry cleaning price shown is $80.
  dryClean: [
    dryClean('Shirt', 7_95, 4_95, { starch: true }),
    dryClean('Pants', 10_95, 6_95, { crease: 1_00, starch: true }),
    dryClean('Dress', 19_95, 12_95),
    dryClean('Gown', 49_95, 29_95),
    dryClean('Jumpsuit', 19_95, 12_95),
    dryClean('Skirt', 10_95, 6_95),
    dryClean('Suit', 24_95, 15_95, { crease: 1_00 }),
    dryClean('Blazer', 14_95, 9_95),
    dryClean('Outer Jacket', 29_95, null),
    dryClean('Sport Jacket', 14_95, 9_95),
    dryClean('Sweater', 10_95, null),
    dryClean('Coat', 34_95, null),
    dryClean('Blanket', 39_95, null),
    dryClean('Comforter', 80_00, null),
  ],
  tailoring: [
    tailoring('Dress', [25_00, 25_00, 22_00, 20_00, 12_00, 10_00, 22_00, 45_00]),
    tailoring('Pants', [15_00, 20_00, 18_00, null, 12_00, 8_00, 18_00, 35_00]),
    tailoring('Jumpsuit', [25_00, 28_00, 25_00, 20_00, 12_00, 10_00, 25_00, null]),
    tailoring('Shirt', [15_00, 18_00, null, 18_00, 10_00, 8_00, null, null]),
    tailoring('Jacket', [25_00, 30_00, 30_00, 28_00, 15_00, 12_00, null, 60_00]),
    tailoring('Coat', [35_00, 40_00, 40_00, 35_00, 18_00, 15_00, null, 80_00]),
    tailoring('Curtains', [20_00, null, null, null, 15_00, 12_00, null, 40_00]),
  ],
  comforter: [
    { item: 'Full', notDownCents: 35_00, downCents: 45_00 },
    { item: 'Queen', notDownCents: 40_00, downCents: 50_00 },
    { item: 'King', notDownCents: 45_00, downCents: 55_00 },
  ],
};

/** Florida: the same items, a little cheaper; no shirt special, so a shirt is at its normal price. */
const florida: RegionPriceLists = {
  products: [
    { item: 'Premium Detergent', priceCents: 2_75 },
    { item: 'Scent-Free Detergent', priceCents: 2_75 },
    { item: 'Fabric Softener', priceCents: 1_75 },
    { item: 'Bleach (whites only)', priceCents: 1_75 },
    { item: 'Dryer Sheets', priceCents: 1_25 },
  ],
  washPress: [
    { item: 'Shirt', priceCents: 2_75 },
    { item: 'Blouse', priceCents: 4_25 },
    { item: 'Polo Shirt', priceCents: 3_75 },
    { item: 'Pants', priceCents: 4_95 },
    { item: 'Jeans', priceCents: 4_95 },
    { item: 'Skirt', priceCents: 4_95 },
    { item: 'Tablecloth', priceCents: 8_95 },
    { item: 'Pillowcase', priceCents: 2_25 },
  ],
  dryClean: [
    dryClean('Shirt', 6_95, 4_25, { starch: true }),
    dryClean('Pants', 9_50, 5_95, { crease: 1_00, starch: true }),
    dryClean('Dress', 17_95, 11_50),
    dryClean('Gown', 44_95, 26_95),
    dryClean('Jumpsuit', 17_95, 11_50),
    dryClean('Skirt', 9_50, 5_95),
    dryClean('Suit', 21_95, 13_95, { crease: 1_00 }),
    dryClean('Blazer', 12_95, 8_50),
    dryClean('Outer Jacket', 26_95, null),
    dryClean('Sport Jacket', 12_95, 8_50),
    dryClean('Sweater', 9_50, null),
    dryClean('Coat', 31_95, null),
    dryClean('Blanket', 35_95, null),
    dryClean('Comforter', 72_00, null),
  ],
  tailoring: [
    tailoring('Dress', [22_00, 22_00, 20_00, 18_00, 10_00, 9_00, 20_00, 40_00]),
    tailoring('Pants', [13_00, 18_00, 16_00, null, 10_00, 7_00, 16_00, 32_00]),
    tailoring('Jumpsuit', [22_00, 25_00, 22_00, 18_00, 10_00, 9_00, 22_00, null]),
    tailoring('Shirt', [13_00, 16_00, null, 16_00, 9_00, 7_00, null, null]),
    tailoring('Jacket', [22_00, 27_00, 27_00, 25_00, 13_00, 10_00, null, 54_00]),
    tailoring('Coat', [32_00, 36_00, 36_00, 32_00, 16_00, 13_00, null, 72_00]),
    tailoring('Curtains', [18_00, null, null, null, 13_00, 10_00, null, 36_00]),
  ],
  comforter: [
    { item: 'Full', notDownCents: 32_00, downCents: 42_00 },
    { item: 'Queen', notDownCents: 37_00, downCents: 47_00 },
    { item: 'King', notDownCents: 42_00, downCents: 52_00 },
  ],
};

export const priceListsSeed: Record<Region, RegionPriceLists> = { ny: newYork, fl: florida };
