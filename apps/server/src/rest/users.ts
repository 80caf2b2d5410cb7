import { createStaffUser } from '@laundry/api/services/staff/staffUserChanges';
import { listStaffUsers, type StaffUserView } from '@laundry/api/services/staff/staffUsers';
import { readUserFor } from '@laundry/api/services/staff/userAccess';
import { STAFF_PEOPLE_MESSAGES, staffUserCreateInput, userListQuery } from '@laundry/validators/staffUsers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { legacyUserBody } from './account';
import { parseInput, restHandler } from './http';
import { access, userOf } from './routeAccess';

/** The legacy user shape of docs/rules/records.md, People for a staff member (`location` is the store's id). */
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

/** POST /api/admin/user sends the store as `location` (docs/rules/records.md, People). */
const legacyUserForm = z
  .object({ location: z.unknown().optional(), locationId: z.unknown().optional() })
  .loose()
  .transform(({ location, locationId, ...rest }) => ({ ...rest, locationId: locationId ?? location }));

export const idParams = z.object({ id: z.uuid({ error: STAFF_PEOPLE_MESSAGES.getUserFailed }) });

/**
 * The users screen's paths of docs/rules/rest-compatibility.md: GET /api/users(/search), GET /api/user/{id}, POST /api/admin/user.
 * docs/rules/roles.md, Who may do what: the users screen is the Super Admin's; whom a signed-in caller may read with GET
 * /api/user/{id} depends on the person read (services/staff/userAccess.ts).
 */
export async function registerUserRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  const list = restHandler(deps, async (ctx, request) => {
    const query = parseInput(userListQuery, request.query);
    return (await listStaffUsers(ctx.db, query)).rows.map(staffUserBody);
  });
  app.get('/users', access('superAdmin'), list);
  app.get('/users/search', access('superAdmin'), list);

  // The Account screen's POST and DELETE /api/user/{id} stay one's own (rest/account.ts); reading one
  // person is also the staff screens' (services/staff/userAccess.ts).
  app.get(
    '/user/:id',
    access('signedIn'),
    restHandler(deps, async (ctx, request) => {
      const { id } = parseInput(idParams, request.params);
      const user = await readUserFor(ctx, ctx.actor, id);
      return { ...legacyUserBody(user), version: user.version };
    }),
  );

  app.post(
    '/admin/user',
    access('superAdmin'),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const input = parseInput(staffUserCreateInput, legacyUserForm.parse(request.body ?? {}));
      return staffUserBody(await createStaffUser(ctx, actor, input));
    }),
  );
}
