import type { AccountView } from '@laundry/api';
import { deleteAccount, disconnectSocial, loadAccount, ownAccount, updateAccount } from '@laundry/api';
import { accountUpdateInput, disconnectGoogleInput } from '@laundry/validators/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { successAnswer, userAnswer } from './openapi/answers';
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
/** The Account screen's paths name the account by its id (one's own only). */
const ownIdParams = z.object({ id: z.string().meta({ description: "The caller's own user id." }) });
const SOCIAL_NAMES = { google: 'Google', facebook: 'Facebook' } as const;
const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

/**
 * GET /api/currentuser and the Account screen's /api/user/{id} paths (docs/rules/rest-compatibility.md): signed in, and one's
 * own account only (which account is the service's check: users/accountAccess.ts).
 */
export async function registerAccountRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/currentuser',
    access('signedIn', {
      tag: 'account',
      summary: 'The signed-in user',
      answer: { description: 'The account.', schema: userAnswer },
    }),
    restHandler(deps, async (ctx) => legacyUserBody(await loadAccount(ctx.db, userOf(ctx).id))),
  );

  app.post<IdParams>(
    '/user/:id',
    access('signedIn', {
      tag: 'account',
      summary: 'Change your own account',
      description:
        'Any subset of the fields; the password only when typed twice. A change that ends the other ' +
        'sessions answers a new `token`.',
      access: 'ownAccount',
      params: ownIdParams,
      body: accountUpdateInput,
      answer: { description: 'The account after the change.', schema: userAnswer },
      failures: [400, 404, 409],
      example: { firstName: 'Ana', sms: true },
    }),
    restHandler(deps, async (ctx, request) => {
      const me = ownAccount(ctx.actor, idOf(request));
      const input = parseInput(accountUpdateInput, request.body);
      const { user, token } = await updateAccount(ctx, me.id, input);
      return token ? { ...legacyUserBody(user), token } : legacyUserBody(user);
    }),
  );

  app.delete<IdParams>(
    '/user/:id',
    access('signedIn', {
      tag: 'account',
      summary: 'Delete your own account',
      access: 'ownAccount',
      params: ownIdParams,
      answer: { description: 'Deleted.', schema: successAnswer },
      failures: [400, 404],
    }),
    restHandler(deps, async (ctx, request) => deleteAccount(ctx, ownAccount(ctx.actor, idOf(request)).id)),
  );

  for (const provider of ['google', 'facebook'] as const) {
    app.post<IdParams>(
      `/user/:id/disconnect${provider}`,
      access('signedIn', {
        tag: 'account',
        summary: `Disconnect ${SOCIAL_NAMES[provider]} sign-in, setting a password`,
        access: 'ownAccount',
        params: ownIdParams,
        body: disconnectGoogleInput,
        answer: { description: 'The account and a new session token.', schema: userAnswer },
        failures: [400, 404],
        example: { password: 'a new password 1', confirmPassword: 'a new password 1' },
      }),
      restHandler(deps, async (ctx, request) => {
        const me = ownAccount(ctx.actor, idOf(request));
        const { password, currentPassword } = parseInput(disconnectGoogleInput, request.body);
        const { user, token } = await disconnectSocial(ctx, me.id, provider, password, currentPassword);
        return { ...legacyUserBody(user), token };
      }),
    );
  }
}
