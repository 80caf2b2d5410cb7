import { z } from 'zod';
import { publicProcedure, router } from '../trpc';

export const publicConfigRouter = router({
  /** Server settings the public pages need the map tile server of /locations (MAP_TILE_URL). */
  get: publicProcedure
    .output(z.object({ mapTiles: z.object({ url: z.string(), attribution: z.string() }) }))
    .query(({ ctx }) => ({ mapTiles: ctx.site.mapTiles })),
});
