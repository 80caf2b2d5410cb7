import {
  AppError,
  addPriceListEntry,
  type Context,
  findPriceListEntry,
  loadRegionPricing,
  loadStaffSettings,
  type PriceListRow,
  removePriceListEntry,
  type SessionUser,
  updatePriceListEntry,
  updateSettingsSection,
} from '@laundry/api';
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
import { ZodError, type ZodType, z } from 'zod';
import type { RequestDeps } from '../trpc';
import { parseInput, restHandler } from './http';
import { legacySettings } from './legacySettings';
import { settingsChangeAnswer } from './openapi/answers';
import type { RouteDescription } from './openapi/declare';
import { access, userOf } from './routeAccess';
import {
  ITEM_ALIASES,
  type LegacyBody,
  legacyBody,
  legacyId,
  legacyItemValues,
  legacySectionValues,
  legacyVersion,
  legacyVersionField,
  NEW_ITEM_VALUES,
} from './settingsBodies';

/** docs/rules/rest-compatibility.md: New York's settings under /api/settings/, Florida's under /api/settings_florida/. */
const SETTINGS_PREFIXES: Record<Region, string> = { ny: '/settings', fl: '/settings_florida' };

/** The section paths and the docs/rules/settings.md, The screen text each answers when it fails for a reason of ours. */
const SECTION_PATHS: ReadonlyArray<[string, SettingsSection, string]> = [
  ['disableordering', 'disableOrdering', SETTINGS_MESSAGES.updateFailed],
  ['timewindows', 'timeWindows', SETTINGS_MESSAGES.timesFailed],
  ['mindelivery', 'minDelivery', SETTINGS_MESSAGES.minDeliveryFailed],
  ['mindeliverydays', 'minDeliveryDays', SETTINGS_MESSAGES.minDeliveryDaysFailed],
  ['washfoldsettings', 'washFold', SETTINGS_MESSAGES.updateFailed],
  ['organicwashfoldsettings', 'organicWashFold', SETTINGS_MESSAGES.updateFailed],
];

/** The item paths: `{path}` edits a row, `{path}/new` adds one (docs/rules/rest-compatibility.md). */
const ITEM_PATHS: ReadonlyArray<[string, PriceList]> = [
  ['product', 'products'],
  ['washpress', 'washPress'],
  ['dryclean', 'dryClean'],
  ['tailoring', 'tailoring'],
  ['comforter', 'comforter'],
];
/** DELETE service/{id} names a row of any service list; DELETE product/{id} a wash and fold product. */
const SERVICE_LISTS: readonly PriceList[] = ['washPress', 'dryClean', 'tailoring', 'comforter'];

const rowId = z.uuid({ error: SETTINGS_MESSAGES.entryGone });

/** The fields of a form schema (an object, or an object piped into a transform). */
function formShape(schema: ZodType): Record<string, ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, ZodType>;
  if (schema instanceof z.ZodPipe) return formShape(schema.in as ZodType);
  throw new Error('formShape: not an object form');
}

/** The description's names of the sections and price lists, as the settings screen titles them. */
const SECTION_TITLES: Record<SettingsSection, string> = {
  disableOrdering: 'Disable Ordering',
  timeWindows: 'Time Windows',
  minDelivery: 'Minimum Delivery Amounts',
  minDeliveryDays: 'Minimum Delivery Days',
  washFold: 'Wash & Fold Settings',
  organicWashFold: 'Organic Wash & Fold Settings',
};
const LIST_TITLES: Record<PriceList, string> = {
  products: 'a Wash & Fold product',
  washPress: 'a Wash & Press item',
  dryClean: 'a Dry Clean item',
  tailoring: 'a Tailoring item',
  comforter: 'a Comforter size',
};

/** A section save: any of the form's fields (the others keep their values); time windows also as `{ value, label }`. */
function sectionBody(section: SettingsSection) {
  const fields: Record<string, ZodType> = {};
  for (const [key, schema] of Object.entries(formShape(SETTINGS_SECTION_FORMS[section]))) {
    const field =
      section === 'timeWindows'
        ? z.union([schema, z.object({ value: schema, label: z.string().optional() })])
        : schema;
    fields[key] = field.optional();
  }
  return z.object({ ...fields, version: legacyVersionField });
}

/** An item save: the row (`id` or `_id`), and any of the form's fields under each name the old client used. */
function itemBody(list: PriceList, edit: boolean) {
  const fields: Record<string, ZodType> = {};
  const options: Record<string, ZodType> = {};
  const press: Record<string, ZodType> = {};
  for (const [key, schema] of Object.entries(formShape(PRICE_LIST_FORMS[list]))) {
    for (const name of ITEM_ALIASES[list][key] ?? [key]) {
      const [first, second, third] = name.split('.');
      if (third) press[third] = schema.optional();
      else if (second) options[second] = schema.optional();
      else if (first) fields[first] = schema.optional();
    }
  }
  if (Object.keys(press).length > 0) options.press = z.object(press).optional();
  if (Object.keys(options).length > 0) fields.options = z.object(options).optional();
  const row = edit
    ? {
        id: rowId.optional().meta({ description: 'The row (or `_id`), as GET /api/settings shows it.' }),
        _id: rowId.optional(),
        version: legacyVersionField,
      }
    : {};
  return z.object({ ...fields, ...row });
}

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

  const name = region === 'ny' ? 'New York' : 'Florida';
  const answer = { description: "The region's settings after the change.", schema: settingsChangeAnswer };
  const described = {
    tag: 'settings',
    failures: [400, 404, 409],
    answer,
  } satisfies Partial<RouteDescription>;

  for (const [path, section, fallback] of SECTION_PATHS) {
    app.post(
      `${prefix}/${path}`,
      access('superAdmin', {
        ...described,
        summary: `${name}: save ${SECTION_TITLES[section]}`,
        body: sectionBody(section),
      }),
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
      access('superAdmin', {
        ...described,
        summary: `${name}: change ${LIST_TITLES[list]}`,
        body: itemBody(list, true),
      }),
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
      access('superAdmin', {
        ...described,
        summary: `${name}: add ${LIST_TITLES[list]}`,
        body: itemBody(list, false),
      }),
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
  const removed = { params: z.object({ id: rowId }), query: z.object({ version: legacyVersionField }) };
  app.delete(
    `${prefix}/product/:id`,
    access('superAdmin', {
      ...described,
      summary: `${name}: delete a Wash & Fold product`,
      ...removed,
    }),
    removal(['products']),
  );
  app.delete(
    `${prefix}/service/:id`,
    access('superAdmin', {
      ...described,
      summary: `${name}: delete a Wash & Press, Dry Clean, Tailoring or Comforter row`,
      ...removed,
    }),
    removal(SERVICE_LISTS),
  );
}

/**
 * The settings calls of docs/rules/rest-compatibility.md for both regions, SuperAdmin only (docs/rules/roles.md, Who may do what;
 * docs/rules/settings.md, Who may change settings): thin adapters onto the services the settings
 * procedures call. GET /api/settings and /api/settings_florida stay in rest/orders.ts (public).
 */
export async function registerSettingsRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  for (const region of REGIONS) registerRegion(app, deps, region);
}
