import { locationListQuery, specialListQuery } from '@laundry/validators/catalog';
import { regionSchema } from '@laundry/validators/settings';
import { z } from 'zod';
import { isStaff } from '../context';
import { listLocations } from '../services/catalog/locations';
import { listSpecials } from '../services/catalog/specials';
import { listServedZips } from '../services/catalog/zips';
import { loadRegionPricing } from '../services/settings/regionPricing';
import { publicProcedure, router } from '../trpc';

export const catalogRouter = router({
  /** A region's live settings and price lists: the calculators and the order flow price from these. */
  pricing: publicProcedure
    .input(z.object({ region: regionSchema }))
    .query(({ ctx, input }) => loadRegionPricing(ctx.db, input.region)),
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
