import { ORDER_STATUSES, REGIONS, SERVICE_KEYS } from '@laundry/db';
import { RECURRING_EVERY_WEEKS, RECURRING_STATUSES } from '@laundry/validators/recurring';
import { ROUTE_KINDS } from '@laundry/validators/routes';
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

/** GET /api/routes (docs/decisions/0084-route-sheets.md). */
const point = z.number().nullable();

/** The RouteSheet of packages/api/src/services/routes/sheet.ts, as GET /api/routes answers it. */
export const routeSheetAnswer = z
  .object({
    location: z.object({ id: z.uuid(), name: z.string(), address: z.string(), lat: point, lng: point }),
    date: z.iso.date(),
    kind: z.enum(ROUTE_KINDS),
    order: z
      .enum(['driving', 'manual'])
      .meta({ description: "'manual' once staff put the route in order by hand." }),
    totalMeters: z
      .number()
      .nullable()
      .meta({ description: 'Driving meters from the store through every stop; null when a leg is unknown.' }),
    stops: z.array(
      z.object({
        position: z.int().min(1),
        orderId: z.uuid(),
        orderNumber: z.int(),
        status: z.enum(ORDER_STATUSES),
        customerName: z.string(),
        phone: z.string(),
        address: z.object({
          address: z.string(),
          address2: z.string().nullable(),
          city: z.string(),
          state: z.string(),
          zip: z.string(),
        }),
        instructions: z.string(),
        services: z.array(z.object({ service: z.enum(SERVICE_KEYS), label: z.string() })),
        weightLbs: z
          .number()
          .nullable()
          .meta({ description: 'Estimated wash & fold weight, when there is one.' }),
        window: z.object({ date: z.iso.date(), hour: z.int(), label: z.string() }),
        lat: point,
        lng: point,
        navigationUrl: z.url(),
      }),
    ),
  })
  .meta({
    description: 'A route sheet: the store, and its stops in driving order (or the order staff chose).',
  });

/** The recurring paths (docs/decisions/0094-recurring-series.md). */
/** The SeriesView of packages/api/src/services/recurring/series.ts. */
const seriesAnswer = z
  .object({
    id: z.uuid(),
    userId: z.uuid(),
    status: z.enum(RECURRING_STATUSES),
    everyWeeks: z.union(RECURRING_EVERY_WEEKS.map((n) => z.literal(n))),
    weekday: z.int().min(1).max(6).meta({ description: 'ISO weekday: 1 = Monday ... 6 = Saturday.' }),
    pickUpHour: z.int(),
    deliveryHour: z.int().nullable(),
    region: z.enum(REGIONS),
    services: z.array(z.enum(SERVICE_KEYS)),
    address: z.string(),
    sourceOrderId: z.uuid().nullable(),
    comingDates: z.array(
      z.object({
        date: z.iso.date(),
        orderId: z.uuid().nullable().meta({ description: 'The order booked for the date, once it is.' }),
        orderNumber: z.int().nullable(),
      }),
    ),
    skippedDates: z.array(z.iso.date()),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ description: 'A repeating pick-up and its coming dates.' });

export const oneSeries = z.object({ series: seriesAnswer });

export const seriesListAnswer = z.object({ series: z.array(seriesAnswer) });
export const skippedSeriesAnswer = z.object({ skippedDate: z.iso.date(), series: seriesAnswer });

/** GET /api/reports/summary (docs/decisions/0090-owner-dashboard.md). */
const count = z.int().min(0);
const actionOrder = z.object({
  id: z.uuid(),
  orderNumber: z.int(),
  status: z.enum(ORDER_STATUSES),
  statusLabel: z.string(),
  customerName: z.string(),
  storeName: z.string().nullable(),
  since: z.iso.datetime().meta({ description: "Stuck: the order's last change. A hold: when it was made." }),
  expiresAt: z.iso.datetime().optional().meta({ description: 'A hold at risk: when it expires.' }),
  amountAuthorizedCents: cents.optional(),
});
const ledgerCents = { capturedCents: cents, refundedCents: cents, netCents: cents };

/** The ReportSummary of packages/api/src/services/reports/summary.ts, as GET /api/reports/summary answers it. */
export const reportSummaryAnswer = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    timeZone: z.literal('America/New_York'),
    location: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    generatedAt: z.iso.datetime(),
    days: z.array(
      z.object({ date: z.iso.date(), placed: count, pickedUp: count, delivered: count, ...ledgerCents }),
    ),
    totals: z.object({
      placed: count,
      pickedUp: count,
      delivered: count,
      ...ledgerCents,
      capturedOrders: count,
      averageOrderValueCents: cents,
    }),
    byStore: z.array(
      z.object({ locationId: z.uuid().nullable(), name: z.string(), placed: count, ...ledgerCents }),
    ),
    byService: z.array(
      z.object({ service: z.enum(SERVICE_KEYS), label: z.string(), placed: count, ...ledgerCents }),
    ),
    statusBoard: z.array(z.object({ status: z.enum(ORDER_STATUSES), label: z.string(), count })),
    stuck: z.object({ count, orders: z.array(actionOrder) }),
    holdsAtRisk: z.object({ count, orders: z.array(actionOrder) }),
    customers: z.object({ new: count, returning: count }),
    promotions: z.array(z.object({ code: z.string(), uses: count, discountCents: cents })),
  })
  .meta({
    description: "The owner's dashboard: a range of New York days, and the orders that need someone now.",
  });
