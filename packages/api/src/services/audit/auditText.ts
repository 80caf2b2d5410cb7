import { orderStatusLabel, SERVICE_LABELS } from '@laundry/domain';
import { timeWindowLabel } from '@laundry/pricing';
import { DateTime } from 'luxon';

/**
 * The audit screen's words for stored values (docs/rules/roles.md, Audit trail, Readable entries): every field has
 * a label and every value reads as the screens show it (dollars, Yes and No, time windows, store names), never
 * a column name or a raw flag.
 */

/** One line of an entry: a field that changed (before and after), or a value it set or removed. */
export type AuditLine = { field: string; before: string; after: string } | { field: string; value: string };

/** What a value reads as when there is none. */
export const NONE = '—';

/** The names the lines need that the entry itself does not hold: stores by id. */
export interface AuditNames {
  locations: ReadonlyMap<string, string>;
}

export type Format = (value: unknown, names?: AuditNames) => string;

const NEW_YORK = 'America/New_York';
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const empty = (value: unknown) => value === null || value === undefined || value === '';

export const text: Format = (value) => (empty(value) ? NONE : String(value));
export const yesNo: Format = (value) => (empty(value) ? NONE : value ? 'Yes' : 'No');
export const money: Format = (value) =>
  typeof value === 'number' ? dollars.format(value / 100) : empty(value) ? NONE : String(value);
/** A price an item may leave out (a price list's optional options): none is 'Not offered'. */
export const offeredMoney: Format = (value, names) => (empty(value) ? 'Not offered' : money(value, names));
export const hour: Format = (value) => (typeof value === 'number' ? timeWindowLabel(value) : text(value));
export const pounds: Format = (value) =>
  typeof value === 'number' ? `${Number(value.toFixed(2))} lbs` : text(value);
export const businessDays: Format = (value) =>
  typeof value === 'number' ? `${value} business day${value === 1 ? '' : 's'}` : text(value);
export const percent: Format = (value) => (typeof value === 'number' ? `${value}%` : text(value));
/** A calendar day, 'YYYY-MM-DD', as 'Dec 31, 2026'. */
export const day: Format = (value) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return text(value);
  return DateTime.fromISO(value, { zone: NEW_YORK }).toFormat('LLL d, yyyy');
};
/** An instant, in New York time (docs/rules/regions.md). */
export const instant: Format = (value) => {
  if (typeof value !== 'string') return text(value);
  const at = DateTime.fromISO(value);
  return at.isValid ? at.setZone(NEW_YORK).toFormat("LLL d, yyyy, h:mm a 'ET'") : value;
};
export const region: Format = (value) =>
  value === 'fl' ? 'Florida' : value === 'ny' ? 'New York' : text(value);
export const floridaFlag: Format = (value) =>
  value === true ? 'Florida' : value === false ? 'New York' : text(value);
const ROLE_NAMES: Record<string, string> = {
  SuperAdmin: 'Super Admin',
  Admin: 'Admin',
  Customer: 'Customer',
  Driver: 'Driver',
};
export const role: Format = (value) =>
  typeof value === 'string' ? (ROLE_NAMES[value] ?? value) : text(value);
export const status: Format = (value) => (typeof value === 'string' ? orderStatusLabel(value) : text(value));
/** A store by its id: its name, or that it is gone. */
export const store: Format = (value, names) => {
  if (empty(value)) return NONE;
  if (isRecord(value)) return text(value.name);
  return names?.locations.get(String(value)) ?? 'A location since deleted';
};

/** 'outerJacket' / 'outerjacket' / 'reauth_status' -> 'Outer jacket': a key without a label of its own. */
export function humanize(key: string): string {
  const words = key
    .replace(/Cents$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

const FLAG_NAMES: Record<string, string> = {
  ...SERVICE_LABELS,
  outerjacket: 'Outer Jacket',
  sportjacket: 'Sport Jacket',
};
const flagName = (key: string) => FLAG_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

/** A group of flags (a special's services or items): the names of those that are on, or `none`. */
export const flags =
  (none: string): Format =>
  (value) => {
    if (!isRecord(value)) return text(value);
    const on = Object.entries(value)
      .filter(([, flag]) => flag === true)
      .map(([key]) => flagName(key));
    return on.length > 0 ? on.join(', ') : none;
  };

/** A value of a field nobody gave a label to: still never a raw object. */
const anyValue: Format = (value, names) => {
  if (typeof value === 'boolean') return yesNo(value, names);
  if (Array.isArray(value))
    return value.length === 0 ? NONE : value.map((v) => anyValue(v, names)).join(', ');
  if (isRecord(value)) {
    if (Object.values(value).every((v) => typeof v === 'boolean')) return flags(NONE)(value, names);
    return (
      Object.entries(value)
        .filter(([, v]) => !empty(v))
        .map(([key, v]) => `${humanize(key)}: ${anyValue(v, names)}`)
        .join('; ') || NONE
    );
  }
  return text(value);
};

export interface FieldText {
  label: string;
  format: Format;
}

export const field = (label: string, format: Format = text): FieldText => ({ label, format });

/** A label for a key, by its name: money for '...Cents', Yes or No for true and false. */
export function fallbackField(key: string, sample: unknown): FieldText {
  if (key.endsWith('Cents')) return field(humanize(key), money);
  if (typeof sample === 'boolean') return field(humanize(key), yesNo);
  return field(humanize(key), anyValue);
}
