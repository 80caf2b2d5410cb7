import { reportSummaryInputSchema } from '@laundry/validators/reports';
import { reportSummary } from '../services/reports/summary';
import { router, staffProcedure } from '../trpc';

/** The owner's dashboard (docs/decisions/0090-owner-dashboard.md): Admin (their store) and Super Admin. */
export const reportsRouter = router({
  summary: staffProcedure
    .input(reportSummaryInputSchema)
    .query(({ ctx, input }) => reportSummary(ctx, ctx.user, input)),
});
