import { locations } from '@laundry/db';
import { asc } from 'drizzle-orm';
import type { RestCase } from './restMatrix';

/** GET /api/routes (docs/decisions/0084-route-sheets.md): staff only, any store, on a seeded store's empty day. */
export const routesRestMatrix: Record<string, RestCase> = {
  'GET /api/routes': {
    access: 'staff',
    call: async ({ db }) => {
      const [store] = await db
        .select({ id: locations.id })
        .from(locations)
        .orderBy(asc(locations.name))
        .limit(1);
      return { query: { location: store!.id, date: '2031-03-04', kind: 'pickup' } };
    },
  },
};
