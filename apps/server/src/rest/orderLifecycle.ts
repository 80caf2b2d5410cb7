import {
  rescheduleInputSchema,
  setLocationInputSchema,
  setStatusInputSchema,
} from '@laundry/api/services/orders/lifecycleInput';
import { setOrderLocation } from '@laundry/api/services/orders/locationChange';
import { resolveOrderRef } from '@laundry/api/services/orders/orderRef';
import { rescheduleOrder } from '@laundry/api/services/orders/reschedule';
import { setOrderStatus } from '@laundry/api/services/orders/statusChange';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { legacyOrder } from './legacyOrder';
import { legacyScheduleBody } from './legacySchedule';
import { access } from './routeAccess';

const ref = z.union([z.string(), z.number()]).optional();
export const statusBody = z
  .object({ orderId: ref, _id: ref, status: z.unknown().optional(), version: z.unknown().optional() })
  .loose();
export const locationBody = z
  .object({
    orderId: ref,
    _id: ref,
    location: z.unknown().optional(),
    locationId: z.unknown().optional(),
    version: z.unknown().optional(),
  })
  .loose();

/**
 * POST /api/order/status, /api/order/location (staff; docs/rules/rest-compatibility.md) and /api/order/schedule (the
 * owner or staff; docs/rules/rest-compatibility.md): thin adapters onto the services of orders.setStatus,
 * orders.setLocation and orders.reschedule, answering the order in the old shape, or `{ error }`.
 */
export async function registerOrderLifecycleRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/order/status',
    access('staff'),
    restHandler(deps, async (ctx, request) => {
      const body = statusBody.parse(request.body ?? {});
      const orderId = await resolveOrderRef(ctx.db, body.orderId ?? body._id, ctx.actor);
      const input = parseInput(setStatusInputSchema, { orderId, status: body.status, version: body.version });
      return legacyOrder(await setOrderStatus(ctx, input));
    }),
  );

  app.post(
    '/order/location',
    access('staff'),
    restHandler(deps, async (ctx, request) => {
      const body = locationBody.parse(request.body ?? {});
      const orderId = await resolveOrderRef(ctx.db, body.orderId ?? body._id, ctx.actor);
      const input = parseInput(setLocationInputSchema, {
        orderId,
        locationId: body.locationId ?? body.location,
        version: body.version,
      });
      return legacyOrder(await setOrderLocation(ctx, input));
    }),
  );

  app.post(
    '/order/schedule',
    access('guestOrUser'),
    restHandler(deps, async (ctx, request) => {
      const body = legacyScheduleBody(request.body);
      const orderId = await resolveOrderRef(ctx.db, body.orderRef, ctx.actor);
      const input = parseInput(rescheduleInputSchema, {
        orderId,
        schedule: body.schedule,
        version: body.version,
      });
      return legacyOrder(await rescheduleOrder(ctx, input));
    }),
  );
}
