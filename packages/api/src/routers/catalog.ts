import { locationListQuery, specialListQuery } from '@laundry/validators/catalog';
import { locationFinderQuery } from '@laundry/validators/publicSite';
import { regionSchema } from '@laundry/validators/settings';
import { z } from 'zod';
import { isStaff } from '../context';
import { listLocations } from '../services/catalog/locations';
import { listSpecials } from '../services/catalog/specials';
import { listServedZips } from '../services/catalog/zips';
import { findNearestLocations } from '../services/locations/finder';
import { loadRegionPricing } from '../services/settings/regionPricing';
import { publicProcedure, router } from '../trpc';

/** The catalog's public reads: answers the app servers keep until staff change the catalog. */
const catalogRead = publicProcedure.meta({ cache: 'catalog' });

export const catalogRouter = router({
  /** A region's live settings and price lists: the calculators and the order flow price from these. */
  pricing: catalogRead
    .input(z.object({ region: regionSchema }))
    .query(({ ctx, input }) => loadRegionPricing(ctx.db, input.region)),
  zips: router({
    list: catalogRead.query(({ ctx }) => listServedZips(ctx.db)),
  }),
  locations: router({
    list: catalogRead.input(locationListQuery).query(({ ctx, input }) => listLocations(ctx.db, input)),
    /** The closest self-service finder (docs/rules/public-site.md, Location finder): every location by walking distance from a zip or address. */
    nearest: publicProcedure
      .input(locationFinderQuery)
      .query(({ ctx, input }) => findNearestLocations(ctx.db, ctx.integrations, input.query)),
  }),
  specials: router({
    list: catalogRead
      .input(specialListQuery)
      .query(({ ctx, input }) =>
        listSpecials(ctx.db, input, { includeExpired: isStaff(ctx.actor), now: ctx.now() }),
      ),
  }),
});
