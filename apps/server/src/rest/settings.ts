import { AppError, type Context, type SessionUser } from '@laundry/api';
import {
  addPriceListEntry,
  findPriceListEntry,
  type PriceListRow,
  removePriceListEntry,
  updatePriceListEntry,
} from '@laundry/api/services/settings/priceLists';
import { loadRegionPricing } from '@laundry/api/services/settings/regionPricing';
import { updateSettingsSection } from '@laundry/api/services/settings/sections';
import { loadStaffSettings } from '@laundry/api/services/settings/staffView';
import { PRICE_LIST_FORMS, type PriceList } from '@laundry/validators/priceListForms';
import { REGIONS, type Region } from '@laundry/validators/settings';
import {
  SETTINGS_MESSAGES,
  SETTINGS_SECTION_FORMS,
  type SettingsSection,
  type SettingsSectionPatch,
} from '@laundry/validators/settingsForms';
import { priceListFormValues, settingsFormValues } from '@laundry/validators/settingsFormValues';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError, z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { legacySettings } from './legacySettings';
import { access, userOf } from './routeAccess';
import {
  type LegacyBody,
  legacyBody,
  legacyId,
  legacyItemValues,
  legacySectionValues,
  legacyVersion,
  NEW_ITEM_VALUES,
} from './settingsBodies';

/** docs/rules/rest-compatibility.md: New York's settings under /api/settings/, Florida's under /api/settings_florida/. */
export const SETTINGS_PREFIXES: Record<Region, string> = { ny: '/settings', fl: '/settings_florida' };

/** The section paths and the docs/rules/settings.md, The screen text each answers when it fails for a reason of ours. */
export const SECTION_PATHS: ReadonlyArray<[string, SettingsSection, string]> = [
  ['disableordering', 'disableOrdering', SETTINGS_MESSAGES.updateFailed],
  ['timewindows', 'timeWindows', SETTINGS_MESSAGES.timesFailed],
  ['mindelivery', 'minDelivery', SETTINGS_MESSAGES.minDeliveryFailed],
  ['mindeliverydays', 'minDeliveryDays', SETTINGS_MESSAGES.minDeliveryDaysFailed],
  ['washfoldsettings', 'washFold', SETTINGS_MESSAGES.updateFailed],
  ['organicwashfoldsettings', 'organicWashFold', SETTINGS_MESSAGES.updateFailed],
];

/** The item paths: `{path}` edits a row, `{path}/new` adds one (docs/rules/rest-compatibility.md). */
export const ITEM_PATHS: ReadonlyArray<[string, PriceList]> = [
  ['product', 'products'],
  ['washpress', 'washPress'],
  ['dryclean', 'dryClean'],
  ['tailoring', 'tailoring'],
  ['comforter', 'comforter'],
];
/** DELETE service/{id} names a row of any service list; DELETE product/{id} a wash and fold product. */
const SERVICE_LISTS: readonly PriceList[] = ['washPress', 'dryClean', 'tailoring', 'comforter'];

export const rowId = z.uuid({ error: SETTINGS_MESSAGES.entryGone });

type Handler = (ctx: Context, user: SessionUser, request: FastifyRequest) => Promise<unknown>;

/**
 * A settings path's handler (the route declares `access('superAdmin')`); a failure of ours answers the docs/rules/settings.md, The screen text of the path in
 * `error` (the service's own message, when it has one, takes precedence).
 */
export function settingsHandler(deps: RequestDeps, fallback: string, handler: Handler) {
  return restHandler(deps, async (ctx, request) => {
    const user = userOf(ctx);
    try {
      return await handler(ctx, user, request);
    } catch (error) {
      if (error instanceof AppError || error instanceof ZodError) throw error;
      request.log.error({ err: error }, 'settings path failed');
      throw new AppError('INTERNAL', fallback);
    }
  });
}

/** What every settings path answers: the region's settings as GET /api/settings shows them, after the change. */
async function regionAnswer(ctx: Context, region: Region, extra: Record<string, unknown> = {}) {
  return { ...legacySettings(await loadRegionPricing(ctx.db, region)), ...extra };
}

async function currentRow(ctx: Context, list: PriceList, region: Region, id: unknown): Promise<PriceListRow> {
  const found = await findPriceListEntry(ctx.db, [list], region, parseInput(rowId, id));
  if (!found) throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.entryGone);
  return found.row;
}

function registerRegion(app: FastifyInstance, deps: RequestDeps, region: Region) {
  const prefix = SETTINGS_PREFIXES[region];

  for (const [path, section, fallback] of SECTION_PATHS) {
    app.post(
      `${prefix}/${path}`,
      access('superAdmin'),
      settingsHandler(deps, fallback, async (ctx, user, request) => {
        const body = legacyBody(request.body);
        const current = settingsFormValues((await loadStaffSettings(ctx.db, region)).settings);
        const values = legacySectionValues(section, current, body);
        const patch = parseInput(SETTINGS_SECTION_FORMS[section], values) as SettingsSectionPatch<
          typeof section
        >;
        const saved = await updateSettingsSection(ctx.db, user, {
          section,
          region,
          version: legacyVersion(body),
          patch,
        });
        return regionAnswer(ctx, region, { version: saved.version });
      }),
    );
  }

  for (const [path, list] of ITEM_PATHS) {
    app.post(
      `${prefix}/${path}`,
      access('superAdmin'),
      settingsHandler(deps, SETTINGS_MESSAGES.updateFailed, async (ctx, user, request) => {
        const body = legacyBody(request.body);
        const row = await currentRow(ctx, list, region, legacyId(body));
        const current = priceListFormValues(list, row as never) as Record<string, unknown>;
        const values = parseInput(PRICE_LIST_FORMS[list], legacyItemValues(list, current, body));
        const saved = await updatePriceListEntry(
          ctx.db,
          user,
          { list, id: row.id, version: legacyVersion(body), values },
          { region },
        );
        return regionAnswer(ctx, region, {
          entry: { _id: saved.id, item: saved.item, version: saved.version },
        });
      }),
    );
    // docs/rules/rest-compatibility.md lists no comforter/new: the sizes are the order flow's three. tRPC adds a removed one back.
    if (list === 'comforter') continue;
    app.post(
      `${prefix}/${path}/new`,
      access('superAdmin'),
      settingsHandler(deps, SETTINGS_MESSAGES.addFailed, async (ctx, user, request) => {
        const body = legacyBody(request.body);
        const values = parseInput(
          PRICE_LIST_FORMS[list],
          legacyItemValues(list, NEW_ITEM_VALUES[list], body),
        );
        const added = await addPriceListEntry(ctx.db, user, {
          list,
          region,
          values,
        } as Parameters<typeof addPriceListEntry>[2]);
        return regionAnswer(ctx, region, {
          entry: { _id: added.id, item: added.item, version: added.version },
        });
      }),
    );
  }

  const removal = (lists: readonly PriceList[]) =>
    settingsHandler(deps, SETTINGS_MESSAGES.deleteFailed, async (ctx, user, request) => {
      const id = parseInput(rowId, (request.params as { id?: string }).id);
      const found = await findPriceListEntry(ctx.db, lists, region, id);
      if (!found) throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.entryGone);
      const version = legacyVersion(legacyBody((request.query as LegacyBody | undefined) ?? {}));
      await removePriceListEntry(
        ctx.db,
        user,
        { list: found.list, id, version: version ?? undefined },
        { region },
      );
      return regionAnswer(ctx, region, { deleted: { _id: id } });
    });
  app.delete(`${prefix}/product/:id`, access('superAdmin'), removal(['products']));
  app.delete(`${prefix}/service/:id`, access('superAdmin'), removal(SERVICE_LISTS));
}

/**
 * The settings calls of docs/rules/rest-compatibility.md for both regions, SuperAdmin only (docs/rules/roles.md, Who may do what;
 * docs/rules/settings.md, Who may change settings): thin adapters onto the services the settings
 * procedures call. GET /api/settings and /api/settings_florida stay in rest/orders.ts (public).
 */
export async function registerSettingsRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  for (const region of REGIONS) registerRegion(app, deps, region);
}
