import { SERVICE_KEYS } from '@laundry/domain';
import { z } from 'zod';
import { TAILORING_OPTIONS } from './pricing';
import { ADDRESS_LIMITS, cleanLine, cleanMultiline, isUsStateCode, STATE_MESSAGE } from './text';

/** Address step messages, exact texts of docs/rules/messages.md, Order flow: validation. */
export const ADDRESS_MESSAGES = {
  addressRequired: 'Please enter your address.',
  addressInvalid: 'Please enter a valid address.',
  cityRequired: 'Please enter your city.',
  stateRequired: 'This field is required.',
  zipRequired: 'Please enter your zipcode.',
  zipNotServed: "Sorry! We're not yet available in your area.",
  firstNameRequired: 'Please enter your name.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Phone number is required.',
} as const;

/** Service step and checkout messages, exact texts of docs/rules/messages.md, Order flow: validation. */
export const ORDER_MESSAGES = {
  weight:
    'Please provide your best estimate. You will be charged for the exact weight once we receive your items.',
  itemEmpty: 'Item cannot be empty.',
  quantity: 'Please select a quantity.',
  sizeAndType: 'Please select a size and type.',
  clothingType: 'Please select a clothing type.',
  tip: 'Tip must be numeric.',
  // Not worded by the spec: docs/decisions/0011-pricing-validation-messages.md
  pickUpDate: 'Please select a pick-up date.',
  pickUpTime: 'Please select a pick-up time.',
  deliveryDate: 'Please select a delivery date.',
  deliveryTime: 'Please select a delivery time.',
  noService: 'Please choose at least one service.',
  tailoringService: 'Please choose at least one service for this item.',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A required one-line text: clean (./text) and at most `max` characters (the account screen's limits). */
const required = (message: string, max = 200, tooLong = `Please use at most ${max} characters.`) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .refine(...cleanLine)
    .max(max, { error: tooLong, abort: true });
/** At most two decimals, exactly: the number is its own value rounded to cents (1e-9 is not). */
export const hasTwoDecimalsAtMost = (v: number) => Number.isFinite(v) && Number(v.toFixed(2)) === v;
const twoDecimals = hasTwoDecimalsAtMost;
/** A phone masked (999) 999-9999: ten digits, an optional leading country code 1 (docs/rules/messages.md, Order flow: validation). */
const isPhone = (v: string) => {
  const digits = v.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
};

/** Step 1, Location (docs/rules/messages.md, Order flow: validation, Address step). The served-zip check needs the zip list: see `zipNotServed`. */
export const addressSchema = z.object({
  address: required(ADDRESS_MESSAGES.addressRequired, ADDRESS_LIMITS.address).refine(
    (v) => /[a-z]/i.test(v) && /\d/.test(v),
    ADDRESS_MESSAGES.addressInvalid,
  ),
  address2: z
    .string()
    .trim()
    .refine(...cleanLine)
    .max(ADDRESS_LIMITS.address2, `Please use at most ${ADDRESS_LIMITS.address2} characters.`)
    .optional(),
  city: required(ADDRESS_MESSAGES.cityRequired, ADDRESS_LIMITS.city),
  // A US state's two-letter code, stored upper-case (regionForState reads it either way).
  state: required(ADDRESS_MESSAGES.stateRequired, 2, STATE_MESSAGE)
    .refine(isUsStateCode, STATE_MESSAGE)
    .transform((v) => v.toUpperCase()),
  zip: required(ADDRESS_MESSAGES.zipRequired).regex(/^\d{5}$/, ADDRESS_MESSAGES.zipNotServed),
  email: required(ADDRESS_MESSAGES.emailRequired, ADDRESS_LIMITS.email, ADDRESS_MESSAGES.emailInvalid).refine(
    (v) => EMAIL_PATTERN.test(v),
    ADDRESS_MESSAGES.emailInvalid,
  ),
  firstName: required(ADDRESS_MESSAGES.firstNameRequired, ADDRESS_LIMITS.firstName),
  phone: required(
    ADDRESS_MESSAGES.phoneRequired,
    ADDRESS_LIMITS.phone,
    ADDRESS_MESSAGES.phoneRequired,
  ).refine(isPhone, ADDRESS_MESSAGES.phoneRequired),
});
export type OrderAddress = z.infer<typeof addressSchema>;

/** Estimated weight in lbs: a number >= 0 with at most 2 decimals (docs/rules/messages.md, Order flow: validation, Services). */
export const weightLbsSchema = z
  .number({ error: ORDER_MESSAGES.weight })
  .min(0, ORDER_MESSAGES.weight)
  .max(10_000, ORDER_MESSAGES.weight)
  .refine(twoDecimals, ORDER_MESSAGES.weight);
const quantity = z
  .int({ error: ORDER_MESSAGES.quantity })
  .min(1, ORDER_MESSAGES.quantity)
  .max(20, ORDER_MESSAGES.quantity);
/** Lines of one service in an order: far above any real order, low enough to bound a request. */
export const MAX_ITEMS = 100;
const TOO_MANY_ITEMS = `Please add at most ${MAX_ITEMS} lines.`;
const choice = (message: string) => required(message).refine((v) => v !== 'Select One', message);

export const washFoldDraftSchema = z.object({
  weightLbs: weightLbsSchema,
  productIds: z
    .array(
      z
        .string()
        .min(1)
        .max(100)
        .refine(...cleanLine),
    )
    .max(50),
});
export const washPressDraftSchema = z.object({
  items: z
    .array(z.object({ itemId: choice(ORDER_MESSAGES.itemEmpty), quantity }))
    .min(1, ORDER_MESSAGES.itemEmpty)
    .max(MAX_ITEMS, TOO_MANY_ITEMS),
});
export const dryCleanDraftSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: choice(ORDER_MESSAGES.itemEmpty),
        quantity,
        pressOnly: z.boolean(),
        crease: z.enum(['crease', 'noCrease']).nullable(),
        starch: z.enum(['noStarch', 'lightStarch', 'heavyStarch']).nullable(),
      }),
    )
    .min(1, ORDER_MESSAGES.itemEmpty)
    .max(MAX_ITEMS, TOO_MANY_ITEMS),
});
export const tailoringDraftSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: choice(ORDER_MESSAGES.clothingType),
        services: z
          .array(z.enum(TAILORING_OPTIONS))
          .min(1, ORDER_MESSAGES.tailoringService)
          .max(TAILORING_OPTIONS.length),
        instructions: z
          .string()
          .trim()
          .refine(...cleanMultiline)
          .max(1000),
      }),
    )
    .min(1, ORDER_MESSAGES.clothingType)
    .max(MAX_ITEMS, TOO_MANY_ITEMS),
});
export const comforterDraftSchema = z.object({
  items: z
    .array(
      z.object({
        sizeId: choice(ORDER_MESSAGES.sizeAndType),
        type: z.enum(['notDown', 'down'], { error: ORDER_MESSAGES.sizeAndType }),
        quantity,
      }),
    )
    .min(1, ORDER_MESSAGES.sizeAndType)
    .max(MAX_ITEMS, TOO_MANY_ITEMS),
});

const hour = (message: string) => z.int({ error: message }).min(7, message).max(21, message);
const isoDate = (message: string) => z.iso.date({ error: message });
/** Step 3, Schedule: dates are New York calendar dates, hours are window starts 7..21 (docs/rules/scheduling.md, Time windows). */
export const scheduleSchema = z.object({
  pickUpDate: isoDate(ORDER_MESSAGES.pickUpDate),
  pickUpHour: hour(ORDER_MESSAGES.pickUpTime),
  deliveryDate: isoDate(ORDER_MESSAGES.deliveryDate),
  deliveryHour: hour(ORDER_MESSAGES.deliveryTime).nullable(),
  deliveryDate2: isoDate(ORDER_MESSAGES.deliveryDate).nullable(),
  deliveryHour2: hour(ORDER_MESSAGES.deliveryTime).nullable(),
  multipleDeliveries: z.boolean(),
});
export type OrderSchedule = z.infer<typeof scheduleSchema>;

/**
 * What a client submits for pricing and checkout (docs/rules/ordering.md, The steps). The region is derived from
 * `address.state` (`regionForState` in ./settings). Gratuity is in cents.
 */
export const orderDraftSchema = z
  .object({
    address: addressSchema,
    washFold: washFoldDraftSchema.optional(),
    organicWashFold: washFoldDraftSchema.optional(),
    washPress: washPressDraftSchema.optional(),
    dryClean: dryCleanDraftSchema.optional(),
    tailoring: tailoringDraftSchema.optional(),
    comforter: comforterDraftSchema.optional(),
    schedule: scheduleSchema,
    isExpressDelivery: z.boolean(),
    gratuityCents: z
      .int({ error: ORDER_MESSAGES.tip })
      .min(0, ORDER_MESSAGES.tip)
      .max(1_000_000, ORDER_MESSAGES.tip),
    promoCode: z
      .string()
      .trim()
      .refine(...cleanLine)
      .max(50)
      .optional(),
    instructions: z
      .string()
      .trim()
      .refine(...cleanMultiline)
      .max(2000)
      .default(''),
  })
  .superRefine((draft, ctx) => {
    if (!SERVICE_KEYS.some((key) => draft[key] !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['washFold'], message: ORDER_MESSAGES.noService });
    }
    const { schedule } = draft;
    // docs/rules/messages.md, Order flow: validation: "Delivery time is required unless express."
    if (!draft.isExpressDelivery && schedule.deliveryHour === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', 'deliveryHour'],
        message: ORDER_MESSAGES.deliveryTime,
      });
    }
    if (schedule.multipleDeliveries && schedule.deliveryDate2 === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', 'deliveryDate2'],
        message: ORDER_MESSAGES.deliveryDate,
      });
    }
    if (schedule.multipleDeliveries && schedule.deliveryHour2 === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['schedule', 'deliveryHour2'],
        message: ORDER_MESSAGES.deliveryTime,
      });
    }
  });
export type OrderDraft = z.infer<typeof orderDraftSchema>;
export type OrderDraftInput = z.input<typeof orderDraftSchema>;
export type WashFoldDraft = z.infer<typeof washFoldDraftSchema>;
export type WashPressDraft = z.infer<typeof washPressDraftSchema>;
export type DryCleanDraft = z.infer<typeof dryCleanDraftSchema>;
export type TailoringDraft = z.infer<typeof tailoringDraftSchema>;
export type ComforterDraft = z.infer<typeof comforterDraftSchema>;
