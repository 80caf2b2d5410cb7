import { locations, users } from '@laundry/db';
import { asc, eq } from 'drizzle-orm';
import type { RestCase } from './restMatrix';

/**
 * GET /api/reports/summary (docs/decisions/0090-owner-dashboard.md): staff only; the Admin of the call is given the
 * first store, whose figures they then ask for (an Admin sees only their own store's).
 */
export const reportsRestMatrix: Record<string, RestCase> = {
  'GET /api/reports/summary': {
    access: 'staff',
    call: async ({ db, me }) => {
      const [store] = await db
        .select({ id: locations.id })
        .from(locations)
        .orderBy(asc(locations.name))
        .limit(1);
      if (me.user?.role === 'Admin')
        await db.update(users).set({ locationId: store!.id }).where(eq(users.id, me.user.id));
      return { query: { from: '2026-11-01', to: '2026-11-30', location: store!.id } };
    },
  },
};
