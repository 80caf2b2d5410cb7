import type { MatrixCase } from '@laundry/api/testing/permissionMatrix';
import {
  issueTestToken,
  type Member,
  WORLD_PASSWORD,
  type World,
} from '@laundry/api/testing/permissionMatrix';
import { hashSecretHex } from '@laundry/auth';
import { type Db, sessions, users } from '@laundry/db';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { orderLifecycleRestMatrix } from './orderLifecycle.matrix';
import { ordersRestMatrix } from './orders.matrix';
import { paymentsRestMatrix } from './payments.matrix';
import { recurringRestMatrix } from './recurring.matrix';
import { reportsRestMatrix } from './reports.matrix';
import { routesRestMatrix } from './routes.matrix';
import { settingsRestMatrix } from './settings.matrix';
import { staffAdminRestMatrix } from './staffAdmin.matrix';
import { twilioRestMatrix } from './twilio.matrix';

interface RestCallArgs {
  db: Db;
  world: World;
  me: Member;
}
/** The request to make (method and url come from the key); the caller's session is added by the test. */
type RestRequest = Omit<InjectOptions, 'method' | 'url'> & {
  path?: string;
  /** Where the caller's session goes: the REST header (default) or the cookie, when the header carries a link token. */
  session?: 'header' | 'cookie';
};
export type RestCase = MatrixCase<(args: RestCallArgs) => Promise<RestRequest> | RestRequest>;

const fresh = () => `rest-new-${crypto.randomUUID()}@example.test`;
const pair = { password: 'a new password 1', confirmPassword: 'a new password 1' };
const customerId = ({ world }: RestCallArgs) => world.customer.user!.id;
const signedInConflict = {
  customer: 'CONFLICT',
  otherCustomer: 'CONFLICT',
  admin: 'CONFLICT',
  superAdmin: 'CONFLICT',
  driver: 'CONFLICT',
} as const;

async function linkSocial(db: Db, userId: string, column: 'googleId' | 'facebookId') {
  await db
    .update(users)
    .set({ [column]: `${column}-${userId}` })
    .where(eq(users.id, userId));
}

/**
 * Every REST path of /api, keyed `METHOD /path` as registered, with a request that succeeds when the
 * caller may make it. `/api/user/:id` paths name the world's customer. The test fails for a path missing here.
 */
export const restMatrix: Record<string, RestCase> = {
  'GET /api/zips': { access: 'public', call: () => ({}) },
  'GET /api/locations': { access: 'public', call: () => ({}) },
  'GET /api/locations/search': { access: 'public', call: () => ({ query: { searchtext: 'a' } }) },
  'GET /api/specials': { access: 'public', call: () => ({}) },
  'GET /api/specials/search': { access: 'public', call: () => ({ query: { searchtext: 'a' } }) },
  'POST /api/leads': {
    access: 'public',
    call: () => ({ payload: { kind: 'contact', name: 'Matrix', email: fresh(), message: 'Hello' } }),
  },

  'POST /api/login': {
    access: 'public',
    call: ({ world }) => ({ payload: { email: world.customer.user!.email, password: WORLD_PASSWORD } }),
  },
  'POST /api/signup': {
    access: 'public',
    call: () => ({ payload: { email: fresh(), password: pair.password } }),
  },
  'POST /api/verifyemail': {
    access: 'public',
    call: async ({ db, world }) => ({
      session: 'cookie',
      headers: { authorization: `JWT ${await issueTestToken(db, 'verifyEmail', world.customer.user!.id)}` },
      payload: { email: world.customer.user!.email },
    }),
  },
  'GET /api/currentuser': { access: 'signedIn', call: () => ({}) },
  'POST /api/forgotpassword': {
    access: 'public',
    call: ({ world }) => ({ payload: { email: world.customer.user!.email } }),
  },
  'POST /api/resetpassword/checktoken': {
    access: 'public',
    call: async ({ db, world }) => ({
      session: 'cookie',
      headers: { authorization: `JWT ${await issueTestToken(db, 'resetPassword', world.customer.user!.id)}` },
    }),
  },
  'POST /api/resetpassword': {
    access: 'public',
    call: async ({ db, world }) => ({
      session: 'cookie',
      headers: { authorization: `JWT ${await issueTestToken(db, 'resetPassword', world.customer.user!.id)}` },
      payload: pair,
    }),
  },
  'POST /api/authorizeguest': { access: 'public', except: signedInConflict, call: () => ({ payload: {} }) },
  // docs/decisions/0068-guest-mailbox-proof.md: a signed-in person has no guest mailbox to prove.
  'POST /api/guest/code': { access: 'guestOrUser', except: signedInConflict, call: () => ({}) },
  'POST /api/guest/code/confirm': {
    access: 'guestOrUser',
    except: signedInConflict,
    call: async ({ db, me }) => {
      // The code the guest was sent, as sendGuestCode stores it: hashed with the session.
      if (me.actor.kind === 'guest') {
        await db
          .update(sessions)
          .set({
            guestCodeHash: hashSecretHex(`${me.actor.sessionId}:123456`),
            guestCodeExpiresAt: new Date(Date.now() + 60_000),
            guestCodeAttempts: 0,
          })
          .where(eq(sessions.id, me.actor.sessionId));
      }
      return { payload: { code: '123456' } };
    },
  },
  'GET /api/logout': { access: 'public', call: () => ({}) },
  'POST /api/logout': { access: 'public', call: () => ({}) },

  'POST /api/user/:id': {
    access: 'ownAccount',
    call: (args) => ({ path: `/api/user/${customerId(args)}`, payload: { firstName: 'Changed', sms: true } }),
  },
  'DELETE /api/user/:id': {
    access: 'ownAccount',
    call: (args) => ({ path: `/api/user/${customerId(args)}` }),
  },
  'POST /api/user/:id/disconnectgoogle': {
    access: 'ownAccount',
    call: async (args) => {
      await linkSocial(args.db, customerId(args), 'googleId');
      return {
        path: `/api/user/${customerId(args)}/disconnectgoogle`,
        payload: { ...pair, currentPassword: WORLD_PASSWORD },
      };
    },
  },
  'POST /api/user/:id/disconnectfacebook': {
    access: 'ownAccount',
    call: async (args) => {
      await linkSocial(args.db, customerId(args), 'facebookId');
      return {
        path: `/api/user/${customerId(args)}/disconnectfacebook`,
        payload: { ...pair, currentPassword: WORLD_PASSWORD },
      };
    },
  },
  // Browser redirects: to the provider, or back to /login when Google is not configured.
  'GET /api/auth/google': { access: 'public', call: () => ({}) },
  'GET /api/auth/google/callback': { access: 'public', call: () => ({ query: { code: 'x', state: 'y' } }) },
  // The description of these paths and its page (rest/openapi).
  'GET /api/openapi.json': { access: 'public', call: () => ({}) },
  'GET /api/docs': { access: 'public', call: () => ({}) },

  ...ordersRestMatrix,
  ...orderLifecycleRestMatrix,
  ...paymentsRestMatrix,
  ...settingsRestMatrix,
  ...twilioRestMatrix,
  ...staffAdminRestMatrix,
  ...routesRestMatrix,
  ...recurringRestMatrix,
  ...reportsRestMatrix,
};
