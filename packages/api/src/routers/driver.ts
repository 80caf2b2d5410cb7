import { driverStopInputSchema } from '@laundry/validators/driver';
import { driverDay, driverStep } from '../services/driver/day';
import { driverProcedure, router } from '../trpc';

/** The driver's screen (docs/rules/roles.md, Drivers; docs/decisions/0089-driver-role.md): Drivers only. */
export const driverRouter = router({
  today: driverProcedure.query(({ ctx }) => driverDay(ctx, ctx.user)),
  pickedUp: driverProcedure
    .input(driverStopInputSchema)
    .mutation(({ ctx, input }) => driverStep(ctx, ctx.user, 'pickup', input)),
  delivered: driverProcedure
    .input(driverStopInputSchema)
    .mutation(({ ctx, input }) => driverStep(ctx, ctx.user, 'delivery', input)),
});
