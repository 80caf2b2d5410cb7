import {
  createRecurringInputSchema,
  pauseRecurringInputSchema,
  recurringRefSchema,
  skipRecurringInputSchema,
  skipRecurringLinkInputSchema,
  updateRecurringInputSchema,
} from '@laundry/validators/recurring';
import { z } from 'zod';
import {
  createSeries,
  endSeries,
  listCustomerSeries,
  listMySeries,
  pauseSeries,
  seriesOfOrder,
  updateSeries,
} from '../services/recurring/series';
import { skipByLink, skipSeries } from '../services/recurring/skip';
import { publicProcedure, router, staffProcedure, userProcedure } from '../trpc';

const paymentMethodIdSchema = z.string().trim().min(1).max(255).optional();

/**
 * Recurring pick-ups (docs/decisions/0094-recurring-series.md): a customer's own series; staff read a customer's
 * and may pause or end one; a Driver nothing (the services refuse). The e-mailed skip link needs no session
 * (docs/decisions/0095-recurring-skip-link-and-texts.md).
 */
export const recurringRouter = router({
  list: userProcedure.query(({ ctx }) => listMySeries(ctx)),
  forCustomer: staffProcedure
    .input(z.object({ userId: z.uuid() }))
    .query(({ ctx, input }) => listCustomerSeries(ctx, input.userId)),
  forOrder: userProcedure
    .input(z.object({ orderId: z.uuid() }))
    .query(({ ctx, input }) => seriesOfOrder(ctx, input.orderId)),
  create: userProcedure
    .input(createRecurringInputSchema.extend({ paymentMethodId: paymentMethodIdSchema }))
    .mutation(({ ctx, input }) => createSeries(ctx, input)),
  update: userProcedure
    .input(updateRecurringInputSchema)
    .mutation(({ ctx, input }) => updateSeries(ctx, input)),
  skip: userProcedure.input(skipRecurringInputSchema).mutation(({ ctx, input }) => skipSeries(ctx, input)),
  skipByLink: publicProcedure
    .input(skipRecurringLinkInputSchema)
    .mutation(({ ctx, input }) => skipByLink(ctx, input)),
  pause: userProcedure.input(pauseRecurringInputSchema).mutation(({ ctx, input }) => pauseSeries(ctx, input)),
  end: userProcedure.input(recurringRefSchema).mutation(({ ctx, input }) => endSeries(ctx, input)),
});
