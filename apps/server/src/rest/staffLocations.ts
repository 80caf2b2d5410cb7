import { createLocation, deleteLocation, type StaffLocationView, updateLocation } from '@laundry/api';
import { LOCATION_MESSAGES, locationInput } from '@laundry/validators/locations';
import { versionSchema } from '@laundry/validators/staffUsers';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { locationAnswer, successAnswer } from './openapi/answers';
import { access, userOf } from './routeAccess';

function locationBody({ id, ...location }: StaffLocationView) {
  return { _id: id, ...location };
}

const idParams = z.object({ id: z.uuid({ error: LOCATION_MESSAGES.getFailed }) });
/** docs/decisions/0037-staff-concurrent-edits.md: a REST caller's `version` is checked when it sends one. */
const withVersion = z.object({ version: versionSchema.optional() });
const versionOf = (body: unknown) => parseInput(withVersion, body ?? {}).version;

/**
 * The staff locations paths of docs/rules/rest-compatibility.md (Super Admin, docs/rules/roles.md, Who may do what): POST /api/admin/location,
 * POST and DELETE /api/location/{id}. The public GET /api/locations(/search) is in rest/catalog.ts.
 */
export async function registerStaffLocationRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/admin/location',
    access('superAdmin', {
      tag: 'staffCatalog',
      summary: 'Add a store',
      body: locationInput,
      answer: { description: 'The new store.', schema: locationAnswer },
      failures: [400, 409],
      example: {
        name: 'Chelsea',
        address: '200 W 20th St',
        city: 'New York',
        state: 'NY',
        zip: '10011',
        phone: '(212) 555-0100',
        hours: '8am - 10pm, 7 days',
        lat: 40.742,
        long: -73.998,
      },
    }),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      return locationBody(await createLocation(ctx, actor, parseInput(locationInput, request.body)));
    }),
  );

  app.post(
    '/location/:id',
    access('superAdmin', {
      tag: 'staffCatalog',
      summary: 'Change a store',
      params: idParams,
      body: locationInput.extend(withVersion.shape),
      answer: { description: 'The store after the change.', schema: locationAnswer },
      failures: [400, 404, 409],
    }),
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
    access('superAdmin', {
      tag: 'staffCatalog',
      summary: 'Delete a store (refused while open orders are assigned to it)',
      params: idParams,
      body: withVersion,
      answer: { description: 'Deleted.', schema: successAnswer },
      failures: [400, 404, 409],
    }),
    restHandler(deps, async (ctx, request) => {
      const actor = userOf(ctx);
      const { id } = parseInput(idParams, request.params);
      return deleteLocation(ctx, actor, { id, version: versionOf(request.body) });
    }),
  );
}
