import { routeSheet } from '@laundry/api/services/routes/sheet';
import { routeSheetInputSchema } from '@laundry/validators/routes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { access } from './routeAccess';

/** GET /api/routes's query: the store as `location` (as the older client names a store), the day and the kind. */
export const routeSheetQuery = z.object({
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
    access('staff'),
    restHandler(deps, async (ctx, request) => {
      const { location, date, kind } = parseInput(routeSheetQuery, request.query);
      return routeSheet(ctx, { locationId: location, date, kind });
    }),
  );
}
