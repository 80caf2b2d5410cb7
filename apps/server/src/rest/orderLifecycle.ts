import {
  rescheduleInputSchema,
  rescheduleOrder,
  resolveOrderRef,
  setLocationInputSchema,
  setOrderLocation,
  setOrderStatus,
  setStatusInputSchema,
} from '@laundry/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { legacyOrder } from './legacyOrder';
import { legacyScheduleBody, scheduleBody } from './legacySchedule';
import { orderAnswer } from './openapi/answers';
import { orderRefFields, SAMPLE_ID, sampleDraft } from './openapi/orderFields';
import { access } from './routeAccess';

const ref = z.union([z.string(), z.number()]).optional();
const statusBody = z
  .object({ orderId: ref, _id: ref, status: z.unknown().optional(), version: z.unknown().optional() })
  .loose();
const locationBody = z
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
    access('staff', {
      tag: 'orders',
      summary: "Change an order's status (staff)",
      body: statusBody.extend({
        ...orderRefFields,
        status: setStatusInputSchema.shape.status,
        version: setStatusInputSchema.shape.version,
      }),
      answer: { description: 'The order after the change.', schema: orderAnswer },
      failures: [400, 404, 409],
      example: { orderId: 10001, status: 'En Route for Pick Up' },
    }),
    restHandler(deps, async (ctx, request) => {
      const body = statusBody.parse(request.body ?? {});
      const orderId = await resolveOrderRef(ctx.db, body.orderId ?? body._id, ctx.actor);
      const input = parseInput(setStatusInputSchema, { orderId, status: body.status, version: body.version });
      return legacyOrder(await setOrderStatus(ctx, input));
    }),
  );

  app.post(
    '/order/location',
    access('staff', {
      tag: 'orders',
      summary: 'Assign an order to a store (staff)',
      body: locationBody.extend({
        ...orderRefFields,
        locationId: setLocationInputSchema.shape.locationId.optional(),
        location: setLocationInputSchema.shape.locationId.optional(),
        version: setLocationInputSchema.shape.version,
      }),
      answer: { description: 'The order after the change.', schema: orderAnswer },
      failures: [400, 404, 409],
      example: { orderId: 10001, locationId: SAMPLE_ID },
    }),
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
    access('guestOrUser', {
      tag: 'orders',
      summary: 'Reschedule an order (its customer, or staff)',
      description: 'Times as `{ value, label }` or as hours; at the top level or under `schedule`.',
      who: 'The order’s customer (or the guest who placed it), or staff.',
      body: scheduleBody.extend({ ...orderRefFields, version: rescheduleInputSchema.shape.version }),
      answer: { description: 'The order after the change.', schema: orderAnswer },
      failures: [400, 404, 409, 422],
      example: { orderId: 10001, ...sampleDraft.schedule },
    }),
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
