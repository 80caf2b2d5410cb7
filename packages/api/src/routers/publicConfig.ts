import { z } from 'zod';
import { mapTilesFor } from '../services/locations/mapTiles';
import { publicProcedure, router } from '../trpc';

export const publicConfigRouter = router({
  /** Server settings the public pages need (issue 5): the map tile server of /locations. */
  get: publicProcedure
    .output(z.object({ mapTiles: z.object({ url: z.string(), attribution: z.string() }) }))
    .query(({ ctx }) => ({ mapTiles: mapTilesFor(ctx) })),
});
