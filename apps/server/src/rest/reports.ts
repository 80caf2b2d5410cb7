import { reportSummary } from '@laundry/api';
import { REPORT_MESSAGES, reportSummaryInputSchema } from '@laundry/validators/reports';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { reportSummaryAnswer } from './openapi/answers';
import { access, userOf } from './routeAccess';

/** GET /api/reports/summary's query: the range's New York days and the store as `location` (as GET /api/routes). */
const reportSummaryQuery = z.object({
  from: z.iso
    .date({ error: REPORT_MESSAGES.date })
    .meta({ description: 'The first New York day, YYYY-MM-DD.' }),
  to: z.iso.date({ error: REPORT_MESSAGES.date }).meta({ description: 'The last New York day, included.' }),
  location: z
    .uuid({ error: REPORT_MESSAGES.store })
    .optional()
    .meta({ description: "One store; without it every store (a Super Admin) or the Admin's own store." }),
});

/**
 * GET /api/reports/summary?from=YYYY-MM-DD&to=YYYY-MM-DD&location={id} (docs/decisions/0090-owner-dashboard.md): the
 * figures of the owner's dashboard as reports.summary answers them, staff only, an Admin their own store. A thin
 * adapter onto the same service.
 */
export async function registerReportRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/reports/summary',
    access('staff', {
      tag: 'orders',
      summary: 'Orders, money and customers over a range of New York days (staff; an Admin their own store)',
      description: [
        'Orders placed, picked up and delivered and the money captured and refunded (from the payment ledger) per',
        'New York day, by store and by service; the orders in each status now, those stuck over 24 hours and the holds',
        'that expire within 48 hours; new and returning customers; the promotions used most. At most 366 days.',
        'An Admin sees only their own store: another store answers 403. An unknown store answers 404',
        '"This store could not be found."',
      ].join('\n'),
      query: reportSummaryQuery,
      answer: { description: 'The summary.', schema: reportSummaryAnswer },
      failures: [400, 403, 404],
    }),
    restHandler(deps, async (ctx, request) => {
      const { from, to, location } = parseInput(reportSummaryQuery, request.query);
      const input = parseInput(reportSummaryInputSchema, { from, to, locationId: location });
      return reportSummary(ctx, userOf(ctx), input);
    }),
  );
}
