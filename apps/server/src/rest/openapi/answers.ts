import { ORDER_STATUSES } from '@laundry/db';
import { STAFF_ROLES } from '@laundry/validators/staffUsers';
import { z } from 'zod';

/**
 * The shapes the /api paths answer with (docs/rules/rest-compatibility.md), for the OpenAPI description.
 * They list the fields an integrator reads and let others through (`loose`): the answers are built by hand
 * in the route files, and the fuzz run (fuzz.int.test.ts) checks every success it gets against these.
 */

const id = z.uuid();
const text = z.string();
const maybeText = z.string().nullable();
/** Money in answers: a string with two decimals ("29.00"), or null when it does not apply. */
const money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .nullable()
  .meta({ description: 'Dollars as a string with two decimals, e.g. "29.00".' });
const cents = z.int().meta({ description: 'Integer cents.' });
const window = z.object({ value: z.int(), label: z.string() }).nullable();

/** A failed request: the product's message, in both fields (docs/rules/rest-compatibility.md). */
export const errorAnswer = z
  .object({ error: text, message: text })
  .meta({ description: 'A failed request: the product message in `error` and `message`.' });

export const successAnswer = z.object({ success: z.literal(true), message: text.optional() }).loose();

/** The user shape of docs/rules/records.md, People (`_id`, `location` as a store id). */
export const userAnswer = z
  .object({
    _id: id,
    userId: id,
    firstName: maybeText,
    lastName: maybeText,
    email: text,
    emailVerified: z.boolean(),
    phone: maybeText,
    address: maybeText,
    addressLine2: maybeText,
    city: maybeText,
    state: maybeText,
    zip: maybeText,
    sms: z.boolean(),
    role: z.enum(['Customer', 'Admin', 'SuperAdmin', 'Driver']),
    googleId: maybeText,
    location: id.nullable(),
    locationName: maybeText,
    version: z.int().optional(),
    token: text.optional().meta({ description: 'A new session token when the change ended the others.' }),
  })
  .loose();

export const sessionAnswer = z.object({ token: text, user: userAnswer });
export const guestAnswer = z.object({ token: text, authorized: z.boolean() }).loose();

export const staffUserAnswer = z
  .object({
    _id: id,
    userId: id,
    firstName: maybeText,
    lastName: maybeText,
    email: text,
    /** The staff screen's people: Super Admins, Admins and Drivers (docs/decisions/0089-driver-role.md). */
    role: z.enum(STAFF_ROLES),
    location: id.nullable(),
    locationName: maybeText,
    mustChangePassword: z.boolean(),
    version: z.int(),
  })
  .loose();

export const customerAnswer = z
  .object({
    _id: id,
    userId: id,
    firstName: maybeText,
    lastName: maybeText,
    email: text,
    emailVerified: z.boolean(),
    phone: maybeText,
    address: maybeText,
    addressLine2: maybeText,
    city: maybeText,
    state: maybeText,
    zip: maybeText,
    sms: z.boolean(),
    role: z.literal('Customer'),
    version: z.int(),
  })
  .loose();

export const zipAnswer = z.object({ _id: id, zip: text, florida: z.boolean() }).loose();
export const zipChangeAnswer = zipAnswer.extend({ version: z.int() });
export const zipRemovedAnswer = z.object({ _id: id, zip: text, deleted: z.literal(true) });

export const locationAnswer = z
  .object({
    _id: id,
    name: text,
    address: text,
    city: text,
    state: text,
    zip: text,
    phone: text,
    hours: text,
    lat: z.number(),
    long: z.number(),
  })
  .loose();

const flags = z.record(z.string(), z.boolean());
export const specialAnswer = z
  .object({
    _id: id,
    name: text,
    code: text,
    description: maybeText,
    expirationDate: text,
    firstTimeOnly: z.boolean(),
    percentDiscount: z.number().nullable(),
    promotionalPrice: money,
    discountAmount: money,
    services: flags,
    tailoringItems: flags,
    dryCleanItems: flags,
    // The limits, on the staff paths' answers (docs/decisions/0092-promotion-limits.md).
    startDate: text.nullable().optional(),
    maxUses: z.int().nullable().optional(),
    maxUsesPerCustomer: z.int().nullable().optional(),
    minOrderAmount: money.optional(),
    expired: z.boolean().optional(),
    version: z.int().optional(),
  })
  .loose();

/** An order as docs/rules/records.md, Orders shows it: quotes as two-decimal strings, `amountAuthorized` in cents. */
export const orderAnswer = z
  .object({
    _id: id,
    orderId: z.int().meta({ description: 'The order number.' }),
    user: id.nullable(),
    status: z.enum(ORDER_STATUSES),
    version: z.int().meta({
      description:
        'Changes with every change to the order; a change that names an older one is refused (409).',
    }),
    location: id.nullable(),
    locationName: maybeText,
    firstName: maybeText,
    email: maybeText,
    phone: maybeText,
    pickUpDate: text,
    pickUpTime: window,
    deliveryDate: maybeText,
    deliveryTime: window,
    isExpressDelivery: z.boolean(),
    quoteTotalPrice: money,
    finalOrderTotalPrice: money,
    amountAuthorized: cents.nullable(),
    createdAt: z.string(),
  })
  .loose();

export const placedOrderAnswer = orderAnswer.extend({
  priceChanged: z.boolean().meta({
    description: "The server's total differed from the quoteTotalPrice sent (false when none was sent).",
  }),
});

/** POST /api/order/weighin: the order with its weigh-in (docs/decisions/0082-orders-weigh-in.md). */
export const weighedOrderAnswer = orderAnswer.extend({
  weighIn: z
    .object({
      washFoldOrder: z.object({}).loose().optional(),
      organicWashFoldOrder: z.object({}).loose().optional(),
      washPressOrder: z.object({}).loose().optional(),
      dryCleanOrder: z.object({}).loose().optional(),
      tailoringOrder: z.object({}).loose().optional(),
      comforterOrder: z.object({}).loose().optional(),
      servicesSubtotal: money,
      products: money,
      dryCleanSurcharge: money,
      washPressSurcharge: money,
      minimumDeliverySurcharge: money,
      multipleDelivery: money,
      earlierDeliveryServiceQuote: money,
      express: money,
      totalDiscountAmount: money,
      gratuity: money,
      finalOrderTotalPrice: money,
      notes: z.string(),
      weighedAt: z.string(),
      weighedBy: maybeText.meta({ description: "The staff member's name." }),
    })
    .meta({ description: "The weighed sub-orders, in the shape of the order's own, and the final figures." }),
});

export const moneyOrderAnswer = orderAnswer.extend({
  chargeNotes: maybeText,
  reauthNotes: maybeText,
  refundNotes: maybeText,
});

/** GET /api/order/{id}: the order, with the money actions' notes when staff ask. */
export const readOrderAnswer = orderAnswer.extend({
  chargeNotes: maybeText.optional().meta({ description: 'Staff only.' }),
  reauthNotes: maybeText.optional().meta({ description: 'Staff only.' }),
  refundNotes: maybeText.optional().meta({ description: 'Staff only.' }),
});

/** An order as the orders list shows it (docs/rules/records.md, Orders). */
export const listedOrderAnswer = z
  .object({
    _id: id,
    orderId: z.int(),
    firstName: maybeText,
    email: maybeText,
    pickUpDate: text,
    pickUpString: text,
    deliveryDate: maybeText,
    deliveryString: text,
    status: z.enum(ORDER_STATUSES),
    location: id.nullable(),
    locationName: maybeText,
    quoteTotalPrice: money,
  })
  .loose();

/** A region's settings and price lists (docs/rules/records.md, Regional settings). */
export const settingsAnswer = z
  .object({
    disableOrdering: z.boolean(),
    disableOrderingMessage: maybeText,
    firstPickUp: window,
    lastPickUp: window,
    firstDelivery: window,
    lastDelivery: window,
    washFoldPerLb: money,
    products: z.array(z.object({ _id: id, item: text, price: money })),
    washPress: z.array(z.object({ _id: id, item: text, price: money })),
    dryClean: z.array(z.object({ _id: id, item: text, options: z.object({}).loose() })),
    tailoring: z.array(z.object({ _id: id, item: text, options: z.record(z.string(), money) })),
    comforter: z.array(z.object({ _id: id, item: text, options: z.object({ notDown: money, down: money }) })),
  })
  .loose();

export const settingsChangeAnswer = settingsAnswer.extend({
  version: z.int().optional(),
  entry: z.object({ _id: id, item: text, version: z.int() }).optional(),
  deleted: z.object({ _id: id }).optional(),
});

export const savedCardAnswer = z
  .object({
    id: text,
    brand: text,
    last4: text,
    card: z.object({ brand: text, last4: text, exp_month: z.int(), exp_year: z.int() }),
  })
  .loose();

export const setupIntentAnswer = z.object({ client_secret: text, clientSecret: text });

export const holdAnswer = z.object({
  clientSecret: z.null(),
  paymentIntentId: text,
  amountAuthorized: cents,
  status: z.literal('requires_capture'),
});

export const leadCreatedAnswer = z.object({ _id: id });
export const webhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() }).loose();

/** The OpenAPI description itself: any JSON object. */
export const openApiAnswer = z
  .object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) })
  .loose();
