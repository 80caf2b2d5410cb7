import { endSeries, listMySeries, pauseSeries, skipSeries } from '@laundry/api';
import { recurringIdSchema, skipRecurringBodySchema } from '@laundry/validators/recurring';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { oneSeries, seriesListAnswer, skippedSeriesAnswer } from './openapi/answers';
import { access } from './routeAccess';

/** A series named in the path. */
const recurringPathSchema = z.object({ id: recurringIdSchema });
/** POST /api/recurring/{id}/pause's body: `paused: false` resumes; without a body it pauses. */
const pauseBodySchema = z.object({ paused: z.boolean().default(true) }).optional();

/**
 * Recurring pick-ups for the older client (docs/decisions/0094-recurring-series.md): thin adapters onto the services
 * the tRPC procedures call. The customer's own series; staff may pause and end a customer's; a Driver nothing.
 */
export async function registerRecurringRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/user/recurring',
    access('signedIn', {
      tag: 'account',
      summary: "The caller's repeating pick-ups",
      description: "A customer's own series, oldest first. A Driver is refused (403).",
      answer: { description: 'The series.', schema: seriesListAnswer },
    }),
    restHandler(deps, async (ctx) => ({ series: await listMySeries(ctx) })),
  );
  app.post(
    '/recurring/:id/skip',
    access('signedIn', {
      tag: 'account',
      summary: 'Skip one pick-up of a repeating pick-up (its customer)',
      description: [
        'The next coming date, or `date`, which must be one of the coming dates (400 otherwise). A date already',
        "booked has its order canceled and its hold released. Another customer's series answers 404; an ended one 409.",
      ].join('\n'),
      refuses: { admin: 'forbidden', superAdmin: 'forbidden' },
      params: recurringPathSchema,
      body: skipRecurringBodySchema,
      answer: {
        description: 'The date skipped and the series.',
        schema: skippedSeriesAnswer,
      },
      failures: [400, 404, 409],
    }),
    restHandler(deps, async (ctx, request) => {
      const { id } = parseInput(recurringPathSchema, request.params);
      const body = parseInput(skipRecurringBodySchema, request.body ?? undefined);
      return skipSeries(ctx, { id, date: body?.date });
    }),
  );
  app.post(
    '/recurring/:id/pause',
    access('signedIn', {
      tag: 'account',
      summary: 'Pause or resume a repeating pick-up (its customer, or staff)',
      description:
        'Without a body, or with `paused: true`, pauses; `paused: false` resumes at the next date of its cadence.',
      params: recurringPathSchema,
      body: pauseBodySchema,
      answer: { description: 'The series.', schema: oneSeries },
      failures: [404, 409],
    }),
    restHandler(deps, async (ctx, request) => {
      const { id } = parseInput(recurringPathSchema, request.params);
      const body = parseInput(pauseBodySchema, request.body ?? undefined);
      return { series: await pauseSeries(ctx, { id, paused: body?.paused ?? true }) };
    }),
  );
  app.delete(
    '/recurring/:id',
    access('signedIn', {
      tag: 'account',
      summary: 'End a repeating pick-up (its customer, or staff)',
      description: 'For good; pick-ups already booked stay. Ending an ended series answers 409.',
      params: recurringPathSchema,
      answer: { description: 'The ended series.', schema: oneSeries },
      failures: [404, 409],
    }),
    restHandler(deps, async (ctx, request) => {
      const { id } = parseInput(recurringPathSchema, request.params);
      return { series: await endSeries(ctx, { id }) };
    }),
  );
}
