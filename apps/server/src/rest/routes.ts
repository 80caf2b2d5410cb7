import { routeSheet } from '@laundry/api';
import { routeSheetInputSchema } from '@laundry/validators/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { routeSheetAnswer } from './openapi/answers';
import { access } from './routeAccess';

/** GET /api/routes's query: the store as `location` (as the older client names a store), the day and the kind. */
const routeSheetQuery = z.object({
  location: routeSheetInputSchema.shape.locationId,
  date: routeSheetInputSchema.shape.date,
  kind: routeSheetInputSchema.shape.kind,
});

/**
 * GET /api/routes?location={id}&date=YYYY-MM-DD&kind=pickup|delivery (docs/decisions/0084-route-sheets.md): the route
 * sheet routes.sheet answers, as it is, staff only. A thin adapter onto the same service.
 */
export async function registerRouteSheetRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/routes',
    access('staff', {
      tag: 'orders',
      summary: "A store's pick-ups or deliveries of one day, in driving order (staff)",
      description: [
        'The stops of the day, window by window, each window in driving order continuing from where the previous one',
        'ended (the store for the first); or the order staff chose by hand, stops added since after it.',
        'An unknown store answers 404 "This store could not be found."',
      ].join('\n'),
      query: routeSheetQuery,
      answer: { description: 'The route sheet.', schema: routeSheetAnswer },
      failures: [400, 404],
    }),
    restHandler(deps, async (ctx, request) => {
      const { location, date, kind } = parseInput(routeSheetQuery, request.query);
      return routeSheet(ctx, { locationId: location, date, kind });
    }),
  );
}
