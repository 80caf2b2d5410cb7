import { locations, users } from '@laundry/db';
import { asc, eq } from 'drizzle-orm';
import type { CallArgs, ProcedureCase } from './trpcMatrix';

/**
 * The owner's dashboard (docs/decisions/0090-owner-dashboard.md): staff only; an Admin's figures are their own
 * store's, so the Admin of the call is given the first store first (an Admin without one is refused).
 */
async function ownStoreSummary({ db, me }: Pick<CallArgs, 'db' | 'me'>) {
  const [store] = await db.select({ id: locations.id }).from(locations).orderBy(asc(locations.name)).limit(1);
  if (me.user?.role === 'Admin')
    await db.update(users).set({ locationId: store!.id }).where(eq(users.id, me.user.id));
  return { from: '2026-11-01', to: '2026-11-30', locationId: store!.id };
}

export const reportsMatrix: Record<string, ProcedureCase> = {
  'reports.summary': {
    access: 'staff',
    call: async (args) => args.caller.reports.summary(await ownStoreSummary(args)),
  },
};
