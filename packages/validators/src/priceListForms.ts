import { z } from 'zod';
import { COMFORTER_SIZES } from './pricing';
import { regionSchema } from './settings';
import {
  optionalPriceInputSchema,
  priceInputSchema,
  SETTINGS_MESSAGES,
  versionSchema,
} from './settingsForms';
import { cleanLine } from './text';

/** The five price lists of a region (docs/rules/settings.md, Price lists). */
export const PRICE_LISTS = ['products', 'washPress', 'dryClean', 'tailoring', 'comforter'] as const;
export const priceListSchema = z.enum(PRICE_LISTS);
export type PriceList = z.infer<typeof priceListSchema>;

const itemName = z
  .string({ error: SETTINGS_MESSAGES.itemRequired })
  .refine(...cleanLine)
  .trim()
  .min(1, SETTINGS_MESSAGES.itemRequired)
  .max(100, SETTINGS_MESSAGES.itemTooLong);

/** Section 7, Wash & Fold Products: a name and a price, added once per order. */
export const productEntryForm = z
  .object({ item: itemName, price: priceInputSchema })
  .transform((v) => ({ item: v.item, priceCents: v.price }));

/** Section 8, Wash & Press Services: a price per item. */
export const washPressEntryForm = z
  .object({ item: itemName, price: priceInputSchema })
  .transform((v) => ({ item: v.item, priceCents: v.price }));

/**
 * Section 9, Dry Clean Services (docs/rules/pricing.md, Per-item services): base price; a dry clean press price
 * and a press-only price, each empty when not offered; whether crease is offered, with the no-crease
 * charge; whether starch is offered.
 */
export const dryCleanEntryForm = z
  .object({
    item: itemName,
    basePrice: priceInputSchema,
    dryCleanPressPrice: optionalPriceInputSchema,
    pressOnlyPrice: optionalPriceInputSchema,
    offersCrease: z.boolean(),
    noCreaseCharge: optionalPriceInputSchema,
    offersStarch: z.boolean(),
  })
  .transform((v) => ({
    item: v.item,
    basePriceCents: v.basePrice,
    dryCleanPressPriceCents: v.dryCleanPressPrice,
    pressOnlyPriceCents: v.pressOnlyPrice,
    offersCrease: v.offersCrease,
    // Charged only when crease is offered (docs/rules/pricing.md, Per-item services); empty is no charge.
    noCreaseChargeCents: v.offersCrease ? (v.noCreaseCharge ?? 0) : 0,
    offersStarch: v.offersStarch,
  }));

/** Section 10, Tailoring Services: one price per option the item offers; empty means not offered. */
export const tailoringEntryForm = z
  .object({
    item: itemName,
    hem: optionalPriceInputSchema,
    taper: optionalPriceInputSchema,
    zipper: optionalPriceInputSchema,
    sleeves: optionalPriceInputSchema,
    patch: optionalPriceInputSchema,
    fix: optionalPriceInputSchema,
    waist: optionalPriceInputSchema,
    lining: optionalPriceInputSchema,
  })
  .transform((v) => ({
    item: v.item,
    hemCents: v.hem,
    taperCents: v.taper,
    zipperCents: v.zipper,
    sleevesCents: v.sleeves,
    patchCents: v.patch,
    fixCents: v.fix,
    waistCents: v.waist,
    liningCents: v.lining,
  }));

/** Section 11, Comforter Services: a size of the order flow (Full, Queen, King), Not Down and Down prices. */
export const comforterEntryForm = z
  .object({
    item: z.enum(COMFORTER_SIZES, { error: SETTINGS_MESSAGES.comforterSize }),
    notDown: priceInputSchema,
    down: priceInputSchema,
  })
  .transform((v) => ({ item: v.item, notDownCents: v.notDown, downCents: v.down }));

export const PRICE_LIST_FORMS = {
  products: productEntryForm,
  washPress: washPressEntryForm,
  dryClean: dryCleanEntryForm,
  tailoring: tailoringEntryForm,
  comforter: comforterEntryForm,
} as const;
export type PriceListEntryInput<L extends PriceList> = z.input<(typeof PRICE_LIST_FORMS)[L]>;
/** A row's columns as the form gives them (money in cents). */
export type PriceListEntryValues<L extends PriceList> = z.output<(typeof PRICE_LIST_FORMS)[L]>;

const entryId = z.uuid({ error: SETTINGS_MESSAGES.entryGone });
const addEntry = <L extends PriceList>(list: L) =>
  z.object({ list: z.literal(list), region: regionSchema, values: PRICE_LIST_FORMS[list] });
const updateEntry = <L extends PriceList>(list: L) =>
  z.object({ list: z.literal(list), id: entryId, version: versionSchema, values: PRICE_LIST_FORMS[list] });

/** A new row in one of a region's price lists. */
export const priceListAddInput = z.discriminatedUnion('list', [
  addEntry('products'),
  addEntry('washPress'),
  addEntry('dryClean'),
  addEntry('tailoring'),
  addEntry('comforter'),
]);
export type PriceListAddInput = z.output<typeof priceListAddInput>;

/** An edited row, with the version the screen loaded. */
export const priceListUpdateInput = z.discriminatedUnion('list', [
  updateEntry('products'),
  updateEntry('washPress'),
  updateEntry('dryClean'),
  updateEntry('tailoring'),
  updateEntry('comforter'),
]);
export type PriceListUpdateInput = z.output<typeof priceListUpdateInput>;

/** A removal may carry the version the screen showed; without one, the row is removed as it stands. */
export const priceListRemoveInput = z.object({
  list: priceListSchema,
  id: entryId,
  version: versionSchema.optional(),
});
export type PriceListRemoveInput = z.output<typeof priceListRemoveInput>;
