import { locations, users } from '@laundry/db';
import { STAFF_PEOPLE_MESSAGES } from '@laundry/validators/staffUsers';
import { and, eq, isNull } from 'drizzle-orm';
import { type Actor, type Context, isStaff } from '../../context';
import { AppError, FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../errors';
import { type AccountView, accountView } from '../users/profile';

/**
 * GET /api/user/{id} (docs/rules/rest-compatibility.md, "one user"): one's own account for anyone signed in; a customer for
 * staff (the customers screen); any person for a Super Admin (the users screen). Another customer's
 * account is never shown to a customer, nor a staff member's to an Admin (docs/rules/roles.md, Who may do what).
 */
export async function readUserFor(
  ctx: Pick<Context, 'db'>,
  actor: Actor,
  id: string,
): Promise<AccountView & { version: number }> {
  if (actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  const self = actor.user.id === id;
  // Only staff read another person; a customer or a driver reads their own (docs/decisions/0089-driver-role.md).
  if (!self && !isStaff(actor)) throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  const [row] = await ctx.db
    .select({ user: users, locationName: locations.name })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND', STAFF_PEOPLE_MESSAGES.getUserFailed);
  if (!self && actor.user.role === 'Admin' && row.user.role !== 'Customer') {
    throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  }
  return { ...accountView(row.user, row.locationName), version: row.user.version };
}
