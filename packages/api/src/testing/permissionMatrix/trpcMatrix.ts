import { type Db, users } from '@laundry/db';
import { eq } from 'drizzle-orm';
import type { createCaller } from '../../root';
import type { MatrixCase } from './accessLevels';
import { accountLinksMatrix } from './accountLinksMatrix';
import { driverMatrix } from './driverMatrix';
import { liveMatrix } from './liveMatrix';
import { orderLifecycleMatrix } from './orderLifecycleMatrix';
import { orderMoneyMatrix } from './orderMoneyMatrix';
import { ordersMatrix } from './ordersMatrix';
import { preferencesMatrix } from './preferencesMatrix';
import { recurringMatrix } from './recurringMatrix';
import { reportsMatrix } from './reportsMatrix';
import { routesMatrix } from './routesMatrix';
import { settingsMatrix } from './settingsMatrix';
import { staffAdminMatrix } from './staffAdminMatrix';
import { issueTestToken } from './tokens';
import { type Member, WORLD_PASSWORD, type World } from './world';

type Caller = ReturnType<typeof createCaller>;
export interface CallArgs {
  caller: Caller;
  db: Db;
  world: World;
  /** The caller's own entry of the world. */
  me: Member;
}
export type ProcedureCase = MatrixCase<(args: CallArgs) => Promise<unknown>>;

const fresh = () => `new-${crypto.randomUUID()}@example.test`;
const pair = { password: 'a new password 1', confirmPassword: 'a new password 1' };
const signedInOnly = {
  customer: 'CONFLICT',
  otherCustomer: 'CONFLICT',
  admin: 'CONFLICT',
  superAdmin: 'CONFLICT',
  driver: 'CONFLICT',
} as const;

/**
 * Every tRPC procedure, with a call that succeeds when the caller may make it. The test fails for a
 * procedure missing here, so a later issue adds its procedures to this table as it adds them.
 */
export const trpcMatrix: Record<string, ProcedureCase> = {
  'catalog.pricing': { access: 'public', call: ({ caller }) => caller.catalog.pricing({ region: 'ny' }) },
  'catalog.zips.list': { access: 'public', call: ({ caller }) => caller.catalog.zips.list() },
  'catalog.locations.list': { access: 'public', call: ({ caller }) => caller.catalog.locations.list({}) },
  'catalog.specials.list': { access: 'public', call: ({ caller }) => caller.catalog.specials.list({}) },
  'catalog.locations.nearest': {
    access: 'public',
    call: ({ caller }) => caller.catalog.locations.nearest({ query: '10001' }),
  },
  'publicConfig.get': { access: 'public', call: ({ caller }) => caller.publicConfig.get() },
  'leads.create': {
    access: 'public',
    call: ({ caller }) =>
      caller.leads.create({ kind: 'contact', name: 'Matrix', email: fresh(), message: 'Hello' }),
  },

  'auth.session': { access: 'public', call: ({ caller }) => caller.auth.session() },
  'auth.login': {
    access: 'public',
    call: ({ caller, world }) =>
      caller.auth.login({ email: world.customer.user!.email, password: WORLD_PASSWORD }),
  },
  'auth.signup': {
    access: 'public',
    call: ({ caller }) => caller.auth.signup({ zip: '10001', email: fresh(), ...pair }),
  },
  'auth.verifyEmail': {
    access: 'public',
    call: async ({ caller, db, world }) =>
      caller.auth.verifyEmail({ token: await issueTestToken(db, 'verifyEmail', world.customer.user!.id) }),
  },
  'auth.forgotPassword': {
    access: 'public',
    call: ({ caller, world }) => caller.auth.forgotPassword({ email: world.customer.user!.email }),
  },
  'auth.checkResetToken': {
    access: 'public',
    call: async ({ caller, db, world }) =>
      caller.auth.checkResetToken({
        token: await issueTestToken(db, 'resetPassword', world.customer.user!.id),
      }),
  },
  // The welcome page's question (docs/decisions/0075-staff-invitations.md, Amended 2026-11-29).
  'auth.welcomeLink': {
    access: 'public',
    call: async ({ caller, db, world }) =>
      caller.auth.welcomeLink({
        token: await issueTestToken(db, 'resetPassword', world.customer.user!.id),
      }),
  },
  'auth.resetPassword': {
    access: 'public',
    call: async ({ caller, db, world }) =>
      caller.auth.resetPassword({
        token: await issueTestToken(db, 'resetPassword', world.customer.user!.id),
        ...pair,
      }),
  },
  // A signed-in person is not a guest; continuing as one is refused, not a permission matter.
  'auth.authorizeGuest': {
    access: 'public',
    except: signedInOnly,
    call: ({ caller }) => caller.auth.authorizeGuest({ email: fresh() }),
  },
  'auth.logout': { access: 'public', call: ({ caller }) => caller.auth.logout() },

  'account.get': { access: 'signedIn', call: ({ caller }) => caller.account.get() },
  'account.setLanguage': {
    access: 'signedIn',
    call: ({ caller }) => caller.account.setLanguage({ language: 'es' }),
  },
  'account.update': {
    access: 'signedIn',
    call: ({ caller }) => caller.account.update({ firstName: 'Changed', phone: '2125550100', sms: true }),
  },
  'account.disconnectGoogle': {
    access: 'signedIn',
    call: async ({ caller, db, me }) => {
      if (me.user)
        await db
          .update(users)
          .set({ googleId: `google-${me.user.id}` })
          .where(eq(users.id, me.user.id));
      return caller.account.disconnectGoogle({ ...pair, currentPassword: WORLD_PASSWORD });
    },
  },
  'account.delete': { access: 'signedIn', call: ({ caller }) => caller.account.delete({ confirm: true }) },

  ...accountLinksMatrix,
  ...ordersMatrix,
  ...orderMoneyMatrix,
  ...orderLifecycleMatrix,
  ...settingsMatrix,
  ...staffAdminMatrix,
  ...routesMatrix,
  ...reportsMatrix,
  ...liveMatrix,
  ...driverMatrix,
  ...preferencesMatrix,
  ...recurringMatrix,
};
