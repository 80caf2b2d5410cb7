import {
  AppError,
  addZip,
  type Context,
  findZipByCode,
  findZipById,
  removeZip,
  type StaffZip,
  updateZip,
} from '@laundry/api';
import { SETTINGS_MESSAGES, zipForm } from '@laundry/validators/settingsForms';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput } from './http';
import { zipChangeAnswer, zipRemovedAnswer } from './openapi/answers';
import { access } from './routeAccess';
import { settingsHandler } from './settings';
import { legacyBody, legacyVersion, legacyVersionField } from './settingsBodies';

const zipBody = (zip: StaffZip) => ({
  _id: zip.id,
  zip: zip.zip,
  florida: zip.florida,
  version: zip.version,
});

const uuid = z.uuid();

/** The zip a path names: by its id, or by the zip code itself (DELETE /api/zip/{zip}, docs/rules/rest-compatibility.md). */
async function namedZip(ctx: Context, key: string | undefined): Promise<StaffZip> {
  const text = (key ?? '').trim();
  // Neither an id nor five digits names no zip (and is not sent to the database: a NUL byte would fail there).
  const row = uuid.safeParse(text).success
    ? await findZipById(ctx.db, text)
    : /^\d{5}$/.test(text)
      ? await findZipByCode(ctx.db, text)
      : null;
  if (!row) throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.zipGone);
  return row;
}

/** The zip paths name a served zip by its code or its id (currentZip). */
const zipParams = z.object({ zip: z.string().meta({ description: 'The zip code itself, or its id.' }) });
/**
 * The served zips' paths (docs/rules/rest-compatibility.md POST /api/admin/zip and DELETE /api/zip/{zip}; docs/rules/rest-compatibility.md zip
 * add, update and remove with `florida`), plus POST /api/zip/{id or zip} for a change
 * (docs/decisions/0048-settings-staff-screens.md). SuperAdmin only, like section 12 of the settings screens.
 */
export async function registerZipRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.post(
    '/admin/zip',
    access('superAdmin', {
      tag: 'staffCatalog',
      summary: 'Serve a zip code',
      body: zipForm.extend({ florida: zipForm.shape.florida.optional() }),
      answer: { description: 'The zip added.', schema: zipChangeAnswer },
      failures: [400, 409],
      example: { zip: '10001', florida: false },
    }),
    settingsHandler(deps, SETTINGS_MESSAGES.updateFailed, async (ctx, user, request) => {
      const body = legacyBody(request.body);
      const values = parseInput(zipForm, { zip: body.zip, florida: body.florida ?? false });
      return zipBody(await addZip(ctx.db, user, values));
    }),
  );

  app.post(
    '/zip/:zip',
    access('superAdmin', {
      tag: 'staffCatalog',
      summary: 'Change a served zip code',
      params: zipParams,
      body: zipForm.partial().extend({ version: legacyVersionField }),
      answer: { description: 'The zip after the change.', schema: zipChangeAnswer },
      failures: [400, 404, 409],
    }),
    settingsHandler(deps, SETTINGS_MESSAGES.updateFailed, async (ctx, user, request) => {
      const current = await namedZip(ctx, (request.params as { zip?: string }).zip);
      const body = legacyBody(request.body);
      const values = parseInput(zipForm, {
        zip: body.zip ?? current.zip,
        florida: body.florida ?? current.florida,
      });
      return zipBody(await updateZip(ctx.db, user, { id: current.id, version: legacyVersion(body), values }));
    }),
  );

  app.delete(
    '/zip/:zip',
    access('superAdmin', {
      tag: 'staffCatalog',
      summary: 'Stop serving a zip code',
      params: zipParams,
      query: z.object({ version: legacyVersionField }),
      answer: { description: 'The zip removed.', schema: zipRemovedAnswer },
      failures: [400, 404, 409],
    }),
    settingsHandler(deps, SETTINGS_MESSAGES.updateFailed, async (ctx, user, request) => {
      const current = await namedZip(ctx, (request.params as { zip?: string }).zip);
      const version = legacyVersion(legacyBody(request.query));
      const removed = await removeZip(ctx.db, user, { id: current.id, version });
      return { _id: removed.id, zip: removed.zip, deleted: true };
    }),
  );
}
