import { locationListQuery, specialListQuery } from '@laundry/validators/catalog';
import { isStaff } from '../context';
import { listLocations } from '../services/catalog/locations';
import { listSpecials } from '../services/catalog/specials';
import { listServedZips } from '../services/catalog/zips';
import { publicProcedure, router } from '../trpc';

export const catalogRouter = router({
  zips: router({
    list: publicProcedure.query(({ ctx }) => listServedZips(ctx.db)),
  }),
  locations: router({
    list: publicProcedure.input(locationListQuery).query(({ ctx, input }) => listLocations(ctx.db, input)),
  }),
  specials: router({
    list: publicProcedure
      .input(specialListQuery)
      .query(({ ctx, input }) =>
        listSpecials(ctx.db, input, { includeExpired: isStaff(ctx.actor), now: ctx.now() }),
      ),
  }),
});
