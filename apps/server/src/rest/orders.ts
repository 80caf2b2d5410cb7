import { isStaff } from '@laundry/api';
import { orderDetail } from '@laundry/api/services/orders/detail';
import { placedOrder, readableOrder } from '@laundry/api/services/orders/orderAccess';
import { resolveOrderRef } from '@laundry/api/services/orders/orderRef';
import { placeOrder } from '@laundry/api/services/orders/placeOrder';
import { updateOrder } from '@laundry/api/services/orders/updateOrder';
import { orderView } from '@laundry/api/services/orders/view';
import { loadRegionPricing } from '@laundry/api/services/settings/regionPricing';
import { placeOrderInputSchema, updateOrderInputSchema } from '@laundry/validators/checkout';
import type { FastifyInstance } from 'fastify';
import { catalogRead } from '../cache/catalogCache';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { idempotencyHeader, legacyCreateBody, legacyUpdateBody } from './legacyBodies';
import { legacyOrder, staffNotes } from './legacyOrder';
import { draftFromLegacyOrder } from './legacyOrderShape';
import { legacySettings } from './legacySettings';
import { registerOrderExportRoutes } from './orderExport';
import { registerOrderLifecycleRoutes } from './orderLifecycle';
import { registerOrderListRoutes } from './orderList';
import { access } from './routeAccess';
import { registerWeighInRoutes } from './weighIn';

/**
 * The order flow's REST paths (docs/rules/rest-compatibility.md): POST /api/order (checkout), PUT /api/order (staff
 * edit), GET /api/order/{id} (docs/rules/rest-compatibility.md), the settings the legacy order page loads, and the
 * orders list, export, status, location and schedule paths (orderList.ts, orderExport.ts,
 * orderLifecycle.ts). Each is a thin adapter onto the service the tRPC procedure calls.
 */
export async function registerOrderRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/order',
    access('guestOrUser'),
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
    access('staff'),
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
    access('guestOrUser'),
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
    catalogRead(),
    restHandler(deps, async (ctx) => legacySettings(await loadRegionPricing(ctx.db, 'ny'))),
  );
  app.get(
    '/settings_florida',
    catalogRead(),
    restHandler(deps, async (ctx) => legacySettings(await loadRegionPricing(ctx.db, 'fl'))),
  );
}
