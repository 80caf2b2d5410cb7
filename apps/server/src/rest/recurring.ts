import { endSeries, listMySeries, pauseSeries } from '@laundry/api/services/recurring/series';
import { skipSeries } from '@laundry/api/services/recurring/skip';
import { recurringIdSchema, skipRecurringBodySchema } from '@laundry/validators/recurring';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { access } from './routeAccess';

/** A series named in the path. */
export const recurringPathSchema = z.object({ id: recurringIdSchema });
/** POST /api/recurring/{id}/pause's body: `paused: false` resumes; without a body it pauses. */
export const pauseBodySchema = z.object({ paused: z.boolean().default(true) }).optional();

/**
 * Recurring pick-ups for the older client (docs/decisions/0094-recurring-series.md): thin adapters onto the services
 * the tRPC procedures call. The customer's own series; staff may pause and end a customer's; a Driver nothing.
 */
export async function registerRecurringRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/user/recurring',
    access('signedIn'),
    restHandler(deps, async (ctx) => ({ series: await listMySeries(ctx) })),
  );
  app.post(
    '/recurring/:id/skip',
    access('signedIn'),
    restHandler(deps, async (ctx, request) => {
      const { id } = parseInput(recurringPathSchema, request.params);
      const body = parseInput(skipRecurringBodySchema, request.body ?? undefined);
      return skipSeries(ctx, { id, date: body?.date });
    }),
  );
  app.post(
    '/recurring/:id/pause',
    access('signedIn'),
    restHandler(deps, async (ctx, request) => {
      const { id } = parseInput(recurringPathSchema, request.params);
      const body = parseInput(pauseBodySchema, request.body ?? undefined);
      return { series: await pauseSeries(ctx, { id, paused: body?.paused ?? true }) };
    }),
  );
  app.delete(
    '/recurring/:id',
    access('signedIn'),
    restHandler(deps, async (ctx, request) => {
      const { id } = parseInput(recurringPathSchema, request.params);
      return { series: await endSeries(ctx, { id }) };
    }),
  );
}
