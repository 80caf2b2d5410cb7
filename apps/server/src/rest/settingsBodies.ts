import { AppError } from '@laundry/api';
import type { PriceList } from '@laundry/validators/priceListForms';
import { type SettingsSection, versionSchema as settingsVersion } from '@laundry/validators/settingsForms';
import type { SettingsFormValues } from '@laundry/validators/settingsFormValues';
import { z } from 'zod';

/**
 * The old client's settings payloads (docs/rules/rest-compatibility.md) as the shared form schemas take them: time windows
 * as {value, label} or an hour, prices as strings or numbers in dollars, and the item paths' own field
 * names. A field the call leaves out keeps its current value, so one form schema checks every save.
 * docs/decisions/0048-settings-staff-screens.md, The old client's paths.
 */
export type LegacyBody = Record<string, unknown>;

export function legacyBody(body: unknown): LegacyBody {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as LegacyBody) : {};
}

const VERSION_MESSAGE = 'version must be a whole number.';

/** The version the caller loaded, when it sends one; the old client never did (null). */
export function legacyVersion(body: LegacyBody): number | null {
  const version = body.version;
  if (version === undefined || version === null || version === '') return null;
  const number = typeof version === 'string' && /^\d+$/.test(version) ? Number(version) : version;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1) {
    throw new AppError('BAD_INPUT', VERSION_MESSAGE);
  }
  return number;
}

/** The row a path names: `id`, or the `_id` the old client read from GET /api/settings. */
export function legacyId(body: LegacyBody): unknown {
  return body.id ?? body._id;
}

/** A time window sent as {value, label} (docs/rules/records.md, Regional settings) or as the hour itself. */
function hour(value: unknown): unknown {
  const raw = value && typeof value === 'object' ? (value as { value?: unknown }).value : value;
  return typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
}

/** The first of `names` the body carries (a key present with null or '' counts: it clears the price). */
function first(body: LegacyBody, names: readonly string[]): { found: boolean; value: unknown } {
  for (const name of names) {
    if (name in body) return { found: true, value: body[name] };
  }
  return { found: false, value: undefined };
}

function overlay<T extends Record<string, unknown>>(
  current: T,
  body: LegacyBody,
  aliases: Partial<Record<keyof T, readonly string[]>> = {},
  convert: (value: unknown) => unknown = (value) => value,
): T {
  const next: Record<string, unknown> = { ...current };
  for (const key of Object.keys(current)) {
    const { found, value } = first(body, aliases[key] ?? [key]);
    if (found) next[key] = convert(value);
  }
  return next as T;
}

/** A section save: the current form values with what the body sends laid over them. */
export function legacySectionValues<S extends SettingsSection>(
  section: S,
  current: SettingsFormValues,
  body: LegacyBody,
): SettingsFormValues[S] {
  const values = current[section] as Record<string, unknown>;
  return overlay(values, body, {}, section === 'timeWindows' ? hour : undefined) as SettingsFormValues[S];
}

const nested = (body: LegacyBody, key: string): LegacyBody => legacyBody(body[key]);

/** The body of an item path flattened: the `options` of docs/rules/records.md, Regional settings and its `press` sit beside the fields. */
function flattenItem(body: LegacyBody): LegacyBody {
  const options = nested(body, 'options');
  const press = nested(options, 'press');
  const flat: LegacyBody = { ...body };
  for (const [key, value] of Object.entries(options)) if (key !== 'press') flat[`options.${key}`] = value;
  for (const [key, value] of Object.entries(press)) flat[`options.press.${key}`] = value;
  return flat;
}

const TAILORING = ['hem', 'taper', 'zipper', 'sleeves', 'patch', 'fix', 'waist', 'lining'] as const;

/** The names each list's fields arrive under (docs/rules/records.md, Regional settings; docs/rules/rest-compatibility.md). */
export const ITEM_ALIASES: Record<PriceList, Record<string, readonly string[]>> = {
  products: { item: ['itemName', 'item'], price: ['itemPrice', 'price'] },
  washPress: { item: ['itemName', 'item'], price: ['itemPrice', 'price'] },
  dryClean: {
    item: ['item', 'itemName'],
    basePrice: ['price', 'basePrice', 'options.base'],
    dryCleanPressPrice: ['dryCleanPress', 'dryCleanPressPrice', 'options.press.dryClean'],
    pressOnlyPrice: ['pressOnly', 'pressOnlyPrice', 'options.press.pressOnly'],
    offersCrease: ['options.crease', 'crease', 'offersCrease'],
    noCreaseCharge: ['noCrease', 'noCreaseCharge', 'options.noCrease'],
    offersStarch: ['options.starch', 'starch', 'offersStarch'],
  },
  tailoring: {
    item: ['item', 'itemName'],
    // A new item is sent with hemprice, taperprice, ... (docs/rules/records.md, Regional settings); an edit with hem, taper, ...
    ...Object.fromEntries(
      TAILORING.map((option) => [option, [option, `${option}price`, `options.${option}`]]),
    ),
  },
  comforter: {
    item: ['item', 'size'],
    notDown: ['notDown', 'options.notDown'],
    down: ['down', 'options.down'],
  },
};

/** An item path's values: the row's current form values (or a new row's blanks) with the body laid over. */
export function legacyItemValues<T extends Record<string, unknown>>(
  list: PriceList,
  current: T,
  body: LegacyBody,
): T {
  return overlay(
    current,
    flattenItem(body),
    ITEM_ALIASES[list] as Partial<Record<keyof T, readonly string[]>>,
  );
}

/** The starting values of an added row: nothing but what the body sends (flags off). */
export const NEW_ITEM_VALUES: Record<PriceList, Record<string, unknown>> = {
  products: { item: undefined, price: undefined },
  washPress: { item: undefined, price: undefined },
  dryClean: {
    item: undefined,
    basePrice: undefined,
    dryCleanPressPrice: null,
    pressOnlyPrice: null,
    offersCrease: false,
    noCreaseCharge: null,
    offersStarch: false,
  },
  tailoring: { item: undefined, ...Object.fromEntries(TAILORING.map((option) => [option, null])) },
  comforter: { item: undefined, notDown: undefined, down: undefined },
};

/** The version the caller loaded, as a number or digits (settingsBodies.ts, legacyVersion). */
export const legacyVersionField = z
  .union([settingsVersion, z.string().regex(/^\d+$/), z.null()])
  .optional()
  .meta({ description: 'The version the caller loaded; a stale one is refused (409).' });
