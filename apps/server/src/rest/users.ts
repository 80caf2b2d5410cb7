import { AppError, type Context } from '@laundry/api';
import type { SessionUser } from '@laundry/api/context';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@laundry/api/errors';
import { createStaffUser } from '@laundry/api/services/staff/staffUserChanges';
import { listStaffUsers, type StaffUserView } from '@laundry/api/services/staff/staffUsers';
import { readUserFor } from '@laundry/api/services/staff/userAccess';
import { STAFF_PEOPLE_MESSAGES, staffUserCreateInput, userListQuery } from '@laundry/validators/staffUsers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { legacyUserBody } from './account';
import { parseInput, restHandler } from './http';

/** DECISIONS.md, Roles: the users screen's paths are the Super Admin's. */
export function superAdminOf(ctx: Context): SessionUser {
  if (ctx.actor.kind !== 'user') throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED_MESSAGE);
  if (ctx.actor.user.role !== 'SuperAdmin') throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
  return ctx.actor.user;
}

/** The legacy user shape of spec 000 §3 for a staff member (`location` is the store's id). */
function staffUserBody(user: StaffUserView) {
  return {
    _id: user.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    location: user.locationId,
    locationName: user.locationName,
    mustChangePassword: user.mustChangePassword,
    version: user.version,
  };
}

/** POST /api/admin/user sends the store as `location` (spec 000 §3). */
const legacyUserForm = z
  .object({ location: z.unknown().optional(), locationId: z.unknown().optional() })
  .loose()
  .transform(({ location, locationId, ...rest }) => ({ ...rest, locationId: locationId ?? location }));

export const idParams = z.object({ id: z.uuid({ error: STAFF_PEOPLE_MESSAGES.getUserFailed }) });

/** The users screen's paths of spec 000 §7: GET /api/users(/search), GET /api/user/{id}, POST /api/admin/user. */
export async function registerUserRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  const list = restHandler(deps, async (ctx, request) => {
    superAdminOf(ctx);
    const query = parseInput(userListQuery, request.query);
    return (await listStaffUsers(ctx.db, query)).rows.map(staffUserBody);
  });
  app.get('/users', list);
  app.get('/users/search', list);

  // The Account screen's POST and DELETE /api/user/{id} stay one's own (rest/account.ts); reading one
  // person is also the staff screens' (services/staff/userAccess.ts).
  app.get(
    '/user/:id',
    restHandler(deps, async (ctx, request) => {
      const { id } = parseInput(idParams, request.params);
      const user = await readUserFor(ctx, ctx.actor, id);
      return { ...legacyUserBody(user), version: user.version };
    }),
  );

  app.post(
    '/admin/user',
    restHandler(deps, async (ctx, request) => {
      const actor = superAdminOf(ctx);
      const input = parseInput(staffUserCreateInput, legacyUserForm.parse(request.body ?? {}));
      return staffUserBody(await createStaffUser(ctx, actor, input));
    }),
  );
}
