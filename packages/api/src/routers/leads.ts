import { leadInputSchema } from '@laundry/validators/publicSite';
import { z } from 'zod';
import { createLead } from '../services/leads/createLead';
import { publicProcedure, router } from '../trpc';

export const leadsRouter = router({
  /** The business inquiry and contact forms (docs/rules/public-site.md, Pages): stored, and staff are e-mailed. */
  create: publicProcedure
    .input(leadInputSchema)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => createLead(ctx, input)),
});
