import {
  rescheduleInputSchema,
  setLocationInputSchema,
  setStatusInputSchema,
} from '@laundry/api/services/orders/lifecycleInput';
import { orderListInputSchema } from '@laundry/api/services/orders/list/input';
import { locationListQuery, specialListQuery } from '@laundry/validators/catalog';
import { placeOrderInputSchema, updateOrderInputSchema } from '@laundry/validators/checkout';
import { chargeCentsSchema } from '@laundry/validators/orderMoney';
import { DOLLAR_AMOUNT_PATTERN } from '@laundry/validators/pricing';
import { leadInputSchema } from '@laundry/validators/publicSite';
import { restWeighInInputSchema } from '@laundry/validators/weighIn';
import { z } from 'zod';
import { createBody, intentBody, updateBody } from '../legacyBodies';
import { legacyQuery } from '../legacyOrderList';
import { scheduleBody } from '../legacySchedule';
import { exportListBody } from '../orderExport';
import { locationBody, statusBody } from '../orderLifecycle';
import { moneyBody } from '../paymentBodies';
import { weighInBody } from '../weighIn';
import {
  holdAnswer,
  leadCreatedAnswer,
  listedOrderAnswer,
  locationAnswer,
  moneyOrderAnswer,
  orderAnswer,
  placedOrderAnswer,
  readOrderAnswer,
  savedCardAnswer,
  settingsAnswer,
  setupIntentAnswer,
  specialAnswer,
  weighedOrderAnswer,
  zipAnswer,
} from './answers';
import type { Operations } from './declare';

/**
 * The public catalog, the order flow and the money paths (rest/catalog.ts, rest/leads.ts, rest/orders.ts,
 * rest/orderList.ts, rest/orderExport.ts, rest/orderLifecycle.ts, rest/payments.ts). Each body is the route's
 * own loose wire schema with the fields the service then checks replaced by the service's schema.
 */

const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

/** docs/decisions/0066-rest-specials-address-sort-and-export-list.md. */
const SPECIALS_ADDRESS_SORT =
  "`sortby=address`, the old client's default for specials (which have no address), sorts by name, the default.";

/** A retried POST with the same key, in the same session, answers the first call's result. */
const idempotencyHeader = z.object({
  'Idempotency-Key': z.string().max(255).optional().meta({
    description: 'A key of your choosing; a retry with the same key in this session is the same call.',
  }),
});

/** An order named by its id, or by its order number (as the answers show it in `orderId`). */
const orderRef = z
  .union([z.uuid(), z.string().regex(/^\d{1,9}$/), z.int().positive()])
  .meta({ description: 'The order id, or its order number.' });
const orderParams = z.object({ id: z.string().meta({ description: 'The order id, or its order number.' }) });

/** GET /api/orders: the old client's names (sortby, sortorder, searchtext, ...) or the contract's. */
const orderListQuery = legacyQuery.extend({
  status: orderListInputSchema.shape.status,
  dateField: orderListInputSchema.shape.dateField.optional(),
  startDate: orderListInputSchema.shape.startDate,
  endDate: orderListInputSchema.shape.endDate,
  locationId: orderListInputSchema.shape.locationId,
  sortBy: orderListInputSchema.shape.sortBy.optional(),
  sortOrder: orderListInputSchema.shape.sortOrder.optional(),
  limit: orderListInputSchema.shape.limit.optional(),
});

const placeBody = createBody.extend({
  order: placeOrderInputSchema.shape.order,
  paymentMethodId: placeOrderInputSchema.shape.paymentMethodId.optional(),
  idempotencyKey: placeOrderInputSchema.shape.idempotencyKey.optional(),
  saveCard: placeOrderInputSchema.shape.saveCard.optional(),
  sms: placeOrderInputSchema.shape.sms.optional(),
});
const editBody = updateBody.extend({
  orderId: orderRef.optional(),
  _id: orderRef.optional(),
  order: updateOrderInputSchema.shape.order,
  sms: updateOrderInputSchema.shape.sms,
});

const orderRefFields = { orderId: orderRef.optional(), _id: orderRef.optional() };
const moneyFields = moneyBody.pick({
  orderId: true,
  _id: true,
  paymentIntentId: true,
  notes: true,
  idempotencyKey: true,
});
const centsBody = moneyFields.extend({ amountToCharge: chargeCentsSchema });
const dollars = z
  .union([z.string().regex(DOLLAR_AMOUNT_PATTERN), z.number().min(0)])
  .meta({ description: 'Dollars with up to 2 decimals, e.g. "12.50".' });

const sampleDraft = {
  address: {
    address: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    email: 'ana@example.test',
    firstName: 'Ana',
    phone: '(212) 555-0199',
  },
  washFold: { weightLbs: 25, productIds: [SAMPLE_ID] },
  schedule: {
    pickUpDate: '2026-12-02',
    pickUpHour: 12,
    deliveryDate: '2026-12-03',
    deliveryHour: 14,
    deliveryDate2: null,
    deliveryHour2: null,
    multipleDeliveries: false,
  },
  isExpressDelivery: false,
  gratuityCents: 500,
  instructions: '',
};

export const orderOperations: Operations = {
  'GET /api/zips': {
    tag: 'catalog',
    summary: 'The served zip codes',
    access: 'public',
    answer: { description: 'Every served zip, flagged when in Florida.', schema: z.array(zipAnswer) },
  },
  'GET /api/locations': {
    tag: 'catalog',
    summary: 'The stores, a page at a time',
    access: 'public',
    query: locationListQuery,
    answer: { description: 'The stores.', schema: z.array(locationAnswer) },
    failures: [400],
  },
  'GET /api/locations/search': {
    tag: 'catalog',
    summary: 'Stores whose name, address, city or zip holds `searchtext`',
    access: 'public',
    query: locationListQuery,
    answer: { description: 'The stores found.', schema: z.array(locationAnswer) },
    failures: [400],
  },
  'GET /api/specials': {
    tag: 'catalog',
    summary: 'The current specials (staff also see expired ones)',
    description: SPECIALS_ADDRESS_SORT,
    access: 'public',
    query: specialListQuery,
    answer: { description: 'The specials.', schema: z.array(specialAnswer) },
    failures: [400],
  },
  'GET /api/specials/search': {
    tag: 'catalog',
    summary: 'Specials whose name or code holds `searchtext`',
    description: SPECIALS_ADDRESS_SORT,
    access: 'public',
    query: specialListQuery,
    answer: { description: 'The specials found.', schema: z.array(specialAnswer) },
    failures: [400],
  },
  'GET /api/settings': {
    tag: 'catalog',
    summary: "New York's settings and price lists, as the order page loads them",
    access: 'public',
    answer: { description: 'The region.', schema: settingsAnswer },
  },
  'GET /api/settings_florida': {
    tag: 'catalog',
    summary: "Florida's settings and price lists, as the order page loads them",
    access: 'public',
    answer: { description: 'The region.', schema: settingsAnswer },
  },
  'POST /api/leads': {
    tag: 'catalog',
    summary: 'Send a business inquiry or a contact message',
    access: 'public',
    body: leadInputSchema,
    answer: { status: 201, description: 'Received.', schema: leadCreatedAnswer },
    failures: [400, 429],
    example: { kind: 'contact', name: 'Ana', email: 'ana@example.test', message: 'Hello' },
  },

  'POST /api/order': {
    tag: 'orders',
    summary: 'Place an order (checkout)',
    description:
      'The order in the draft shape or in the older client’s shape (`washFoldOrder.weight`, `pickUpTime ' +
      '{value,label}`, items by price-list name: docs/decisions/0014-server-rest-compatibility.md), under `order` ' +
      'or at the top level, and a card (`paymentMethodId`) or ' +
      'a hold made by POST /api/payment/intent (`stripePaymentIntentId`). `quoteTotalPrice` is only compared ' +
      "with the server's quote. A retry with the same `idempotencyKey` (or Idempotency-Key header) places " +
      'one order.',
    access: 'guestOrUser',
    headers: idempotencyHeader,
    body: placeBody,
    answer: { description: 'The order placed.', schema: placedOrderAnswer },
    failures: [400, 403, 409, 422, 429, 503],
    example: { order: sampleDraft, paymentMethodId: 'pm_card_visa', idempotencyKey: SAMPLE_ID },
  },
  'PUT /api/order': {
    tag: 'orders',
    summary: "Edit an order's services (staff)",
    access: 'staff',
    body: editBody,
    answer: { description: 'The order after the edit.', schema: placedOrderAnswer },
    failures: [400, 404, 409, 422],
  },
  'GET /api/order/:id': {
    tag: 'orders',
    summary: 'One order: your own, or any for staff',
    access: 'guestOrUser',
    who: 'The order’s customer (or the guest who placed it), or staff.',
    params: orderParams,
    answer: { description: 'The order; staff also get its notes.', schema: readOrderAnswer },
    failures: [400, 404],
  },
  'GET /api/orders': {
    tag: 'orders',
    summary: 'The orders list: every order for staff, your own for a customer',
    access: 'signedIn',
    query: orderListQuery,
    answer: { description: 'A page of listed orders.', schema: z.array(listedOrderAnswer) },
    failures: [400],
  },
  'POST /api/orders/filter': {
    tag: 'orders',
    summary: 'The orders list with the filter in the body',
    access: 'signedIn',
    body: orderListQuery,
    answer: { description: 'A page of listed orders.', schema: z.array(listedOrderAnswer) },
    failures: [400],
    example: { searchtext: 'Ana', status: 'New', sortby: 'orderId', sortorder: -1 },
  },
  'GET /api/orders/export': {
    tag: 'orders',
    summary: 'Every order of the filter as orders.csv (staff)',
    access: 'staff',
    query: orderListQuery,
    answer: { description: 'orders.csv', contentType: 'text/csv' },
    failures: [400],
  },
  'POST /api/orders/export': {
    tag: 'orders',
    summary: 'The orders listed in the body, or every order of the filter in the body, as orders.csv (staff)',
    description: [
      'A **list of orders** (an array, or `{ orders: [...] }`), each its id, its order number, or the order as',
      '`GET /api/orders` answers it (`_id`, `orderId`): just those orders, in the order listed, each once; one no',
      'order has is left out. At most 10000. Any other body is the filter and sort of `GET /api/orders/export`.',
    ].join('\n'),
    access: 'staff',
    body: z.union([exportListBody, orderListQuery]),
    answer: { description: 'orders.csv', contentType: 'text/csv' },
    failures: [400],
    example: [{ _id: SAMPLE_ID, orderId: 10001 }, 10002],
  },
  'POST /api/order/status': {
    tag: 'orders',
    summary: "Change an order's status (staff)",
    access: 'staff',
    body: statusBody.extend({
      ...orderRefFields,
      status: setStatusInputSchema.shape.status,
      version: setStatusInputSchema.shape.version,
    }),
    answer: { description: 'The order after the change.', schema: orderAnswer },
    failures: [400, 404, 409],
    example: { orderId: 10001, status: 'En Route for Pick Up' },
  },
  'POST /api/order/location': {
    tag: 'orders',
    summary: 'Assign an order to a store (staff)',
    access: 'staff',
    body: locationBody.extend({
      ...orderRefFields,
      locationId: setLocationInputSchema.shape.locationId.optional(),
      location: setLocationInputSchema.shape.locationId.optional(),
      version: setLocationInputSchema.shape.version,
    }),
    answer: { description: 'The order after the change.', schema: orderAnswer },
    failures: [400, 404, 409],
    example: { orderId: 10001, locationId: SAMPLE_ID },
  },
  'POST /api/order/weighin': {
    tag: 'orders',
    summary: 'Weigh in an order at the counter: its final total (staff)',
    description: [
      "The services as received, in the order draft's shape (`washFold: { weightLbs, productIds }`, `dryClean: { items }`,",
      "...) or the older client's sub-orders (`washFoldOrder: { weight }`, `dryCleanOrder: { items }`, ...), priced with",
      'the prices the order was placed with. A weight is more than 0 and at most 500 lb with up to 2 decimals; a',
      'quantity 1 to 999. From the pick-up until the order is charged; without `version` the current one is used.',
      'The answer is the order, its `finalOrderTotalPrice` the weighed total, with the weighed lines in `weighIn`.',
    ].join('\n'),
    access: 'staff',
    body: weighInBody.extend({
      ...orderRefFields,
      order: restWeighInInputSchema.shape.order,
      notes: restWeighInInputSchema.shape.notes.optional(),
      version: restWeighInInputSchema.shape.version,
    }),
    answer: { description: 'The order after the weigh-in.', schema: weighedOrderAnswer },
    failures: [400, 404, 409, 422],
    example: {
      orderId: 10001,
      order: { washFoldOrder: { weight: 27.5 }, dryCleanOrder: { items: [{ type: 'Shirt', quantity: 3 }] } },
      notes: 'One extra bag',
    },
  },
  'POST /api/order/schedule': {
    tag: 'orders',
    summary: 'Reschedule an order (its customer, or staff)',
    description: 'Times as `{ value, label }` or as hours; at the top level or under `schedule`.',
    access: 'guestOrUser',
    who: 'The order’s customer (or the guest who placed it), or staff.',
    body: scheduleBody.extend({ ...orderRefFields, version: rescheduleInputSchema.shape.version }),
    answer: { description: 'The order after the change.', schema: orderAnswer },
    failures: [400, 404, 409, 422],
    example: { orderId: 10001, ...sampleDraft.schedule },
  },
  'POST /api/order/cancel': {
    tag: 'orders',
    summary: 'Cancel an order and release its hold (its customer while New, or staff)',
    access: 'guestOrUser',
    who: 'The order’s customer (or the guest who placed it) while it is New, or staff.',
    body: moneyBody.pick({ orderId: true, _id: true }),
    answer: { description: 'The canceled order (the money notes to staff only).', schema: readOrderAnswer },
    failures: [400, 404, 409, 422],
    example: { orderId: 10001 },
  },

  'GET /api/payment/methods': {
    tag: 'payments',
    summary: 'Your saved cards',
    access: 'signedIn',
    answer: { description: "Cards, in Stripe's payment method shape.", schema: z.array(savedCardAnswer) },
    failures: [503],
  },
  'POST /api/payment/setupintent': {
    tag: 'payments',
    summary: 'A setup intent to save a card',
    access: 'signedIn',
    answer: { description: "The setup intent's client secret.", schema: setupIntentAnswer },
    failures: [503],
  },
  'POST /api/payment/intent': {
    tag: 'payments',
    summary: 'Hold `amount` cents on a card before POST /api/order',
    access: 'guestOrUser',
    headers: idempotencyHeader,
    body: intentBody,
    answer: { description: 'The hold (manual capture), confirmed by the server.', schema: holdAnswer },
    failures: [400, 422, 429, 503],
    example: { amount: 6600, paymentMethodId: 'pm_card_visa', receipt_email: 'ana@example.test' },
  },
  'POST /api/payment/capture': {
    tag: 'payments',
    summary: 'Charge `amountToCharge` cents (staff)',
    description:
      'At or under the hold, the amount is captured (status Payment Processed). Above the hold, or on a hold that ' +
      'has expired, a reauthorization request is sent to the customer instead (status Awaiting Authorization), ' +
      'as the staff Charge form does, and `reauthorizationRequested` is true.',
    access: 'staff',
    headers: idempotencyHeader,
    body: centsBody,
    answer: {
      description: 'The order after the charge, or after the reauthorization request.',
      schema: moneyOrderAnswer.extend({ reauthorizationRequested: z.boolean() }),
    },
    failures: [400, 404, 409, 422],
    example: { orderId: 10001, amountToCharge: 3000 },
  },
  'POST /api/payment/requestreauth': {
    tag: 'payments',
    summary: 'Ask the customer to authorize `amountToCharge` cents (staff)',
    access: 'staff',
    headers: idempotencyHeader,
    body: centsBody,
    answer: { description: 'The order, awaiting authorization.', schema: moneyOrderAnswer },
    failures: [400, 404, 409, 422],
    example: { orderId: 10001, amountToCharge: 9000, notes: 'More items' },
  },
  'POST /api/payment/refund': {
    tag: 'payments',
    summary: 'Refund `amount` dollars of what was paid (staff)',
    access: 'staff',
    headers: idempotencyHeader,
    body: moneyFields.extend({ amount: dollars }),
    answer: { description: 'The order after the refund.', schema: moneyOrderAnswer },
    failures: [400, 404, 409, 422],
    example: { orderId: 10001, amount: '5.00', notes: 'Missing item' },
  },
  'POST /api/payment/payment': {
    tag: 'payments',
    summary: "Make a new hold (from POST /api/payment/intent) the order's, after a reauthorization request",
    access: 'guestOrUser',
    who: 'The order’s customer (or the guest who placed it).',
    body: moneyBody.pick({ orderId: true, _id: true }).extend({
      paymentIntentId: moneyBody.shape.paymentIntentId.unwrap(),
      amountAuthorized: chargeCentsSchema.optional(),
    }),
    answer: { description: 'The order with its new hold.', schema: orderAnswer },
    refuses: { admin: 'forbidden', superAdmin: 'forbidden' },
    failures: [400, 404, 409, 422],
  },
};
