import { SERVICE_KEYS, SERVICE_LABELS, type ServiceKey } from '@laundry/domain';
import { z } from 'zod';
import { orderIdSchema } from './checkout';
import {
  comforterDraftSchema,
  dryCleanDraftSchema,
  hasTwoDecimalsAtMost,
  MAX_ITEMS,
  ORDER_MESSAGES,
  tailoringDraftSchema,
  washFoldDraftSchema,
  washPressDraftSchema,
} from './order';
import { cleanMultiline } from './text';

/**
 * The counter's weigh-in (docs/decisions/0082-orders-weigh-in.md): the services part of the order draft as staff
 * received them, with the counter's limits. Unknown items and options are refused by the pricing engine's own
 * errors, as at checkout.
 */

/** The heaviest weight one wash-and-fold service can be weighed at, in lb. */
export const MAX_WEIGHED_LBS = 500;
/** The most pieces of one line. */
export const MAX_WEIGHED_QUANTITY = 999;
/** The longest note a weigh-in keeps. */
export const MAX_WEIGH_IN_NOTES = 2000;

/** The weigh-in's texts; each names the field it is about. */
export const WEIGH_IN_MESSAGES = {
  weight: (service: ServiceKey) =>
    `${SERVICE_LABELS[service]} weight must be more than 0 lb and at most ${MAX_WEIGHED_LBS} lb, with up to 2 decimals.`,
  quantity: (service: ServiceKey) =>
    `${SERVICE_LABELS[service]} quantity must be a whole number from 1 to ${MAX_WEIGHED_QUANTITY}.`,
  noService: 'Please weigh at least one service.',
  notes: `Weigh-in notes must be at most ${MAX_WEIGH_IN_NOTES} characters, without control characters.`,
  notPickedUp: 'This order has not been picked up yet, so it cannot be weighed.',
  charged: 'This order has already been charged, so its weigh-in cannot change.',
  canceled: 'This order is canceled, so it cannot be weighed.',
  version: 'The order version must be a whole number.',
} as const;

const weight = (service: ServiceKey) =>
  z
    .number({ error: WEIGH_IN_MESSAGES.weight(service) })
    .gt(0, WEIGH_IN_MESSAGES.weight(service))
    .max(MAX_WEIGHED_LBS, WEIGH_IN_MESSAGES.weight(service))
    .refine(hasTwoDecimalsAtMost, WEIGH_IN_MESSAGES.weight(service));

const quantity = (service: ServiceKey) =>
  z
    .int({ error: WEIGH_IN_MESSAGES.quantity(service) })
    .min(1, WEIGH_IN_MESSAGES.quantity(service))
    .max(MAX_WEIGHED_QUANTITY, WEIGH_IN_MESSAGES.quantity(service));

const TOO_MANY_ITEMS = `Please add at most ${MAX_ITEMS} lines.`;

const washFold = (service: 'washFold' | 'organicWashFold') =>
  washFoldDraftSchema.extend({ weightLbs: weight(service) });

export const weighedServicesSchema = z
  .object({
    washFold: washFold('washFold').optional(),
    organicWashFold: washFold('organicWashFold').optional(),
    washPress: z
      .object({
        items: z
          .array(washPressDraftSchema.shape.items.element.extend({ quantity: quantity('washPress') }))
          .min(1, ORDER_MESSAGES.itemEmpty)
          .max(MAX_ITEMS, TOO_MANY_ITEMS),
      })
      .optional(),
    dryClean: z
      .object({
        items: z
          .array(dryCleanDraftSchema.shape.items.element.extend({ quantity: quantity('dryClean') }))
          .min(1, ORDER_MESSAGES.itemEmpty)
          .max(MAX_ITEMS, TOO_MANY_ITEMS),
      })
      .optional(),
    tailoring: tailoringDraftSchema.optional(),
    comforter: z
      .object({
        items: z
          .array(comforterDraftSchema.shape.items.element.extend({ quantity: quantity('comforter') }))
          .min(1, ORDER_MESSAGES.sizeAndType)
          .max(MAX_ITEMS, TOO_MANY_ITEMS),
      })
      .optional(),
  })
  .superRefine((order, ctx) => {
    if (!SERVICE_KEYS.some((key) => order[key] !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['washFold'], message: WEIGH_IN_MESSAGES.noService });
    }
  });
export type WeighedServices = z.infer<typeof weighedServicesSchema>;

export const weighInNotesSchema = z
  .string({ error: WEIGH_IN_MESSAGES.notes })
  .refine(cleanMultiline[0], WEIGH_IN_MESSAGES.notes)
  .trim()
  .max(MAX_WEIGH_IN_NOTES, WEIGH_IN_MESSAGES.notes);

/** orders.quoteWeighIn: the weigh-in's price before it is saved, exactly as orders.weighIn prices it. */
export const quoteWeighInInputSchema = z.object({
  orderId: orderIdSchema,
  order: weighedServicesSchema,
});
export type QuoteWeighInInput = z.infer<typeof quoteWeighInInputSchema>;

/** orders.weighIn: the staff form's save, on the version of the order the form was loaded from. */
export const weighInInputSchema = z.object({
  orderId: orderIdSchema,
  version: z.int({ error: WEIGH_IN_MESSAGES.version }).min(1, WEIGH_IN_MESSAGES.version),
  order: weighedServicesSchema,
  notes: weighInNotesSchema.default(''),
});
export type WeighInInput = z.infer<typeof weighInInputSchema>;
export type WeighInInputRaw = z.input<typeof weighInInputSchema>;

/**
 * POST /api/order/weighin, once its order is resolved and its services mapped to the draft's shape: the version is
 * optional there, the order's current one when absent (integrators have none).
 */
export const restWeighInInputSchema = weighInInputSchema.extend({
  version: weighInInputSchema.shape.version.optional(),
});
export type RestWeighInInput = z.infer<typeof restWeighInInputSchema>;
