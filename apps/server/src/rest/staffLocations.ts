import {
  createLocation,
  deleteLocation,
  type StaffLocationView,
  updateLocation,
} from '@laundry/api/services/staff/locations';
import { LOCATION_MESSAGES, locationInput } from '@laundry/validators/locations';
import { versionSchema } from '@laundry/validators/staffUsers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { access, userOf } from './routeAccess';

function locationBody({ id, ...location }: StaffLocationView) {
  return { _id: id, ...location };
}

export const idParams = z.object({ id: z.uuid({ error: LOCATION_MESSAGES.getFailed }) });
/** docs/decisions/0037-staff-concurrent-edits.md: a REST caller's `version` is checked when it sends one. */
export const withVersion = z.object({ version: versionSchema.optional() });
const versionOf = (body: unknown) => parseInput(withVersion, body ?? {}).version;

/**
 * The staff locations paths of docs/rules/rest-compatibility.md (Super Admin, docs/rules/roles.md, Who may do what): POST /api/admin/location,
 * POST and DELETE /api/location/{id}. The public GET /api/locations(/search) is in rest/catalog.ts.
 */
export async function registerStaffLocationRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/admin/location',
    access('superAdmin'),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      return locationBody(await createLocation(ctx, actor, parseInput(locationInput, request.body)));
    }),
  );

  app.post(
    '/location/:id',
    access('superAdmin'),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const { id } = parseInput(idParams, request.params);
      const fields = parseInput(locationInput, request.body);
      const version = versionOf(request.body);
      return locationBody(await updateLocation(ctx, actor, { ...fields, id, version }));
    }),
  );

  app.delete(
    '/location/:id',
    access('superAdmin'),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const { id } = parseInput(idParams, request.params);
      return deleteLocation(ctx, actor, { id, version: versionOf(request.body) });
    }),
  );
}
