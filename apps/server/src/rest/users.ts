import { createStaffUser, listStaffUsers, readUserFor, type StaffUserView } from '@laundry/api';
import {
  STAFF_PEOPLE_MESSAGES,
  staffUserCreateFields,
  staffUserCreateInput,
  userListQuery,
} from '@laundry/validators/staffUsers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { legacyUserBody } from './account';
import { parseInput, restHandler } from './http';
import { staffUserAnswer, userAnswer } from './openapi/answers';
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

/** POST /api/admin/user sends the store as `location` (rest/users.ts, legacyUserForm). */
const staffUserCreateBody = staffUserCreateFields.omit({ locationId: true }).extend({
  firstSignIn: staffUserCreateFields.shape.firstSignIn.meta({
    description:
      "'invitation' e-mails a link to choose a password (single use, 24 hours); 'temporaryPassword' takes `password`. " +
      'Without it, a password means the temporary password and none the invitation (docs/decisions/0075-staff-invitations.md).',
  }),
  location: staffUserCreateFields.shape.locationId.optional().meta({ description: 'The store id.' }),
  locationId: staffUserCreateFields.shape.locationId.optional(),
});

const idParams = z.object({ id: z.uuid({ error: STAFF_PEOPLE_MESSAGES.getUserFailed }) });

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
  app.get(
    '/users',
    access('superAdmin', {
      tag: 'staffPeople',
      summary: 'The staff users list',
      query: userListQuery,
      answer: { description: 'A page of staff users.', schema: z.array(staffUserAnswer) },
      failures: [400],
    }),
    list,
  );
  app.get(
    '/users/search',
    access('superAdmin', {
      tag: 'staffPeople',
      summary: 'Staff users whose name or e-mail holds `searchtext`',
      query: userListQuery,
      answer: { description: 'The staff users found.', schema: z.array(staffUserAnswer) },
      failures: [400],
    }),
    list,
  );

  // The Account screen's POST and DELETE /api/user/{id} stay one's own (rest/account.ts); reading one
  // person is also the staff screens' (services/staff/userAccess.ts).
  app.get(
    '/user/:id',
    access('signedIn', {
      tag: 'account',
      summary: 'One account: your own, or anyone for staff',
      access: 'ownAccount',
      who: "The account's own customer, or staff (Admin, Super Admin).",
      params: idParams,
      answer: { description: 'The account, with its version for a later change.', schema: userAnswer },
      failures: [400, 404],
    }),
    restHandler(deps, async (ctx, request) => {
      const { id } = parseInput(idParams, request.params);
      const user = await readUserFor(ctx, ctx.actor, id);
      return { ...legacyUserBody(user), version: user.version };
    }),
  );

  app.post(
    '/admin/user',
    access('superAdmin', {
      tag: 'staffPeople',
      summary: 'Add a staff member, with an e-mailed invitation or a temporary password',
      body: staffUserCreateBody,
      answer: { description: 'The new staff member.', schema: staffUserAnswer },
      failures: [400, 409],
      example: {
        firstName: 'New',
        lastName: 'Staff',
        email: 'new.staff@example.test',
        password: 'a temporary password',
        role: 'Admin',
        location: '00000000-0000-4000-8000-000000000001',
      },
    }),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const input = parseInput(staffUserCreateInput, legacyUserForm.parse(request.body ?? {}));
      return staffUserBody(await createStaffUser(ctx, actor, input));
    }),
  );
}
