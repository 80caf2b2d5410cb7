import { locations } from '@laundry/db';
import { asc } from 'drizzle-orm';
import type { CallArgs, ProcedureCase } from './trpcMatrix';

/** A seeded store, and a day far ahead whose route is empty (so the reorder of no stops succeeds). */
async function emptyRoute({ db }: Pick<CallArgs, 'db'>) {
  const [store] = await db.select({ id: locations.id }).from(locations).orderBy(asc(locations.name)).limit(1);
  return { locationId: store!.id, date: '2031-03-04', kind: 'delivery' as const };
}

/** Route sheets (docs/decisions/0084-route-sheets.md): staff only, any store (docs/rules/roles.md, Who may do what). */
export const routesMatrix: Record<string, ProcedureCase> = {
  'routes.sheet': {
    access: 'staff',
    call: async (args) => args.caller.routes.sheet(await emptyRoute(args)),
  },
  'routes.reorder': {
    access: 'staff',
    call: async (args) => args.caller.routes.reorder({ ...(await emptyRoute(args)), orderIds: [] }),
  },
};
