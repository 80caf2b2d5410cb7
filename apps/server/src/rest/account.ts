import { ownAccount } from '@laundry/api/services/users/accountAccess';
import type { AccountView } from '@laundry/api/services/users/profile';
import { loadAccount } from '@laundry/api/services/users/profile';
import { deleteAccount } from '@laundry/api/services/users/remove';
import { disconnectSocial } from '@laundry/api/services/users/social';
import { updateAccount } from '@laundry/api/services/users/update';
import { accountUpdateInput, disconnectGoogleInput } from '@laundry/validators/auth';
import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { access, userOf } from './routeAccess';

/** The legacy user shape of docs/rules/records.md, People (`_id`, `location` as a location id). */
export function legacyUserBody(user: AccountView) {
  return {
    _id: user.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerified,
    phone: user.phone,
    address: user.address,
    addressLine2: user.addressLine2,
    city: user.city,
    state: user.state,
    zip: user.zip,
    sms: user.sms,
    role: user.role,
    googleId: user.googleId,
    location: user.locationId,
    locationName: user.locationName,
  };
}

type IdParams = { Params: { id: string } };
const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

/**
 * GET /api/currentuser and the Account screen's /api/user/{id} paths (docs/rules/rest-compatibility.md): signed in, and one's
 * own account only (which account is the service's check: users/accountAccess.ts).
 */
export async function registerAccountRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/currentuser',
    access('signedIn'),
    restHandler(deps, async (ctx) => legacyUserBody(await loadAccount(ctx.db, userOf(ctx).id))),
  );

  app.post<IdParams>(
    '/user/:id',
    access('signedIn'),
    restHandler(deps, async (ctx, request) => {
      const me = ownAccount(ctx.actor, idOf(request));
      const input = parseInput(accountUpdateInput, request.body);
      const { user, token } = await updateAccount(ctx, me.id, input);
      return token ? { ...legacyUserBody(user), token } : legacyUserBody(user);
    }),
  );

  app.delete<IdParams>(
    '/user/:id',
    access('signedIn'),
    restHandler(deps, async (ctx, request) => deleteAccount(ctx, ownAccount(ctx.actor, idOf(request)).id)),
  );

  for (const provider of ['google', 'facebook'] as const) {
    app.post<IdParams>(
      `/user/:id/disconnect${provider}`,
      access('signedIn'),
      restHandler(deps, async (ctx, request) => {
        const me = ownAccount(ctx.actor, idOf(request));
        const { password, currentPassword } = parseInput(disconnectGoogleInput, request.body);
        const { user, token } = await disconnectSocial(ctx, me.id, provider, password, currentPassword);
        return { ...legacyUserBody(user), token };
      }),
    );
  }
}
