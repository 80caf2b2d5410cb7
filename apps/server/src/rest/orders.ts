import {
  isStaff,
  loadRegionPricing,
  orderDetail,
  orderView,
  placedOrder,
  placeOrder,
  readableOrder,
  resolveOrderRef,
  updateOrder,
} from '@laundry/api';
import { placeOrderInputSchema, updateOrderInputSchema } from '@laundry/validators/checkout';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogRead } from '../cache/catalogCache';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import {
  createBody,
  idempotencyHeader,
  legacyCreateBody,
  legacyUpdateBody,
  updateBody,
} from './legacyBodies';
import { legacyOrder, staffNotes } from './legacyOrder';
import { draftFromLegacyOrder } from './legacyOrderShape';
import { legacySettings } from './legacySettings';
import { placedOrderAnswer, readOrderAnswer, settingsAnswer } from './openapi/answers';
import { described } from './openapi/declare';
import { idempotencyKeyHeader, orderRefFields, SAMPLE_ID, sampleDraft } from './openapi/orderFields';
import { registerOrderExportRoutes } from './orderExport';
import { registerOrderLifecycleRoutes } from './orderLifecycle';
import { registerOrderListRoutes } from './orderList';
import { access } from './routeAccess';
import { registerWeighInRoutes } from './weighIn';

/** GET /api/order/{id}: an order id or order number (resolveOrderRef). */
const orderParams = z.object({ id: z.string().meta({ description: 'The order id, or its order number.' }) });

/** POST /api/order's and PUT /api/order's bodies as described: the wire body with the service's order and fields. */
const placeBody = createBody.extend({
  order: placeOrderInputSchema.shape.order,
  paymentMethodId: placeOrderInputSchema.shape.paymentMethodId.optional(),
  idempotencyKey: placeOrderInputSchema.shape.idempotencyKey.optional(),
  saveCard: placeOrderInputSchema.shape.saveCard.optional(),
  sms: placeOrderInputSchema.shape.sms.optional(),
});
const editBody = updateBody.extend({
  ...orderRefFields,
  order: updateOrderInputSchema.shape.order,
  sms: updateOrderInputSchema.shape.sms,
});

/**
 * The order flow's REST paths (docs/rules/rest-compatibility.md): POST /api/order (checkout), PUT /api/order (staff
 * edit), GET /api/order/{id} (docs/rules/rest-compatibility.md), the settings the legacy order page loads, and the
 * orders list, export, status, location and schedule paths (orderList.ts, orderExport.ts,
 * orderLifecycle.ts). Each is a thin adapter onto the service the tRPC procedure calls.
 */
export async function registerOrderRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/order',
    access('guestOrUser', {
      tag: 'orders',
      summary: 'Place an order (checkout)',
      description:
        'The order in the draft shape or in the older client’s shape (`washFoldOrder.weight`, `pickUpTime ' +
        '{value,label}`, items by price-list name: docs/decisions/0014-server-rest-compatibility.md), under `order` ' +
        'or at the top level, and a card (`paymentMethodId`) or ' +
        'a hold made by POST /api/payment/intent (`stripePaymentIntentId`). `quoteTotalPrice` is only compared ' +
        "with the server's quote. A retry with the same `idempotencyKey` (or Idempotency-Key header) places " +
        'one order.',
      headers: idempotencyKeyHeader,
      body: placeBody,
      answer: { description: 'The order placed.', schema: placedOrderAnswer },
      failures: [400, 403, 409, 422, 429, 503],
      example: { order: sampleDraft, paymentMethodId: 'pm_card_visa', idempotencyKey: SAMPLE_ID },
    }),
    restHandler(deps, async (ctx, request) => {
      const body = legacyCreateBody(request.body, idempotencyHeader(ctx.actor, request));
      const draft = await draftFromLegacyOrder(ctx.db, body.input.order);
      const input = parseInput(placeOrderInputSchema, { ...body.input, order: draft });
      const placed = await placeOrder(ctx, input, { heldIntentId: body.heldIntentId });
      const { order, location } = await placedOrder(ctx.db, placed.orderId);
      return {
        ...legacyOrder(orderView(order, location, isStaff(ctx.actor))),
        priceChanged: body.quoteSent && placed.priceChanged,
      };
    }),
  );

  app.put(
    '/order',
    access('staff', {
      tag: 'orders',
      summary: "Edit an order's services (staff)",
      body: editBody,
      answer: { description: 'The order after the edit.', schema: placedOrderAnswer },
      failures: [400, 404, 409, 422],
    }),
    restHandler(deps, async (ctx, request) => {
      const { orderRef, ...edit } = legacyUpdateBody(request.body);
      const orderId = await resolveOrderRef(ctx.db, orderRef, ctx.actor);
      const draft = await draftFromLegacyOrder(ctx.db, edit.order);
      const input = parseInput(updateOrderInputSchema, { ...edit, order: draft, orderId });
      const updated = await updateOrder(ctx, input);
      // A quote sent is only compared with the server's, which stands; the caller is told when they differed
      // (DECISIONS.md, Money).
      const priceChanged =
        input.clientQuoteTotalCents !== undefined &&
        input.clientQuoteTotalCents !== updated.totals.quoteTotalCents;
      return { ...legacyOrder(updated), priceChanged };
    }),
  );

  // By id or by order number (docs/rules/rest-compatibility.md; docs/decisions/0014-server-rest-compatibility.md).
  app.get<{ Params: { id: string } }>(
    '/order/:id',
    access('guestOrUser', {
      tag: 'orders',
      summary: 'One order: your own, or any for staff',
      who: 'The order’s customer (or the guest who placed it), or staff.',
      params: orderParams,
      answer: { description: 'The order; staff also get its notes.', schema: readOrderAnswer },
      failures: [400, 404],
    }),
    restHandler(deps, async (ctx, request) => {
      const orderId = await resolveOrderRef(ctx.db, (request.params as { id: string }).id, ctx.actor);
      const loaded = await readableOrder(ctx.db, ctx.actor, orderId);
      const order = legacyOrder(orderDetail(ctx.actor, loaded, ctx.now()));
      return isStaff(ctx.actor) ? { ...order, ...staffNotes(loaded.order) } : order;
    }),
  );

  await registerOrderListRoutes(app, deps);
  await registerOrderExportRoutes(app, deps);
  await registerOrderLifecycleRoutes(app, deps);
  await registerWeighInRoutes(app, deps);

  // The order page loads both regions' settings (docs/rules/rest-compatibility.md). Public, like catalog.pricing.
  app.get(
    '/settings',
    described(catalogRead(), {
      tag: 'catalog',
      summary: "New York's settings and price lists, as the order page loads them",
      answer: { description: 'The region.', schema: settingsAnswer },
    }),
    restHandler(deps, async (ctx) => legacySettings(await loadRegionPricing(ctx.db, 'ny'))),
  );
  app.get(
    '/settings_florida',
    described(catalogRead(), {
      tag: 'catalog',
      summary: "Florida's settings and price lists, as the order page loads them",
      answer: { description: 'The region.', schema: settingsAnswer },
    }),
    restHandler(deps, async (ctx) => legacySettings(await loadRegionPricing(ctx.db, 'fl'))),
  );
}
