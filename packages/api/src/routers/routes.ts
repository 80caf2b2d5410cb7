import { routeReorderInputSchema, routeSheetInputSchema } from '@laundry/validators/routes';
import { reorderRoute, routeSheet } from '../services/routes/sheet';
import { router, staffProcedure } from '../trpc';

/** Route sheets (docs/rules/staff-screens.md, Route sheets; docs/decisions/0084-route-sheets.md), staff only. */
export const routesRouter = router({
  sheet: staffProcedure.input(routeSheetInputSchema).query(({ ctx, input }) => routeSheet(ctx, input)),
  reorder: staffProcedure
    .input(routeReorderInputSchema)
    .mutation(({ ctx, input }) => reorderRoute(ctx, ctx.user, input)),
});
