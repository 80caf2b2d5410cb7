import type { AuditKind } from '@laundry/db';
import { type CustomerPreferences, preferenceLines, SERVICE_KEYS, SERVICE_LABELS } from '@laundry/domain';
import type { PriceList } from '@laundry/validators/priceListForms';
import { PRICE_LIST_TITLES } from '../settings/names';
import {
  type AuditLine,
  type AuditNames,
  businessDays,
  day,
  type FieldText,
  fallbackField,
  field,
  flags,
  floridaFlag,
  hour,
  money,
  offeredMoney,
  percent,
  pounds,
  region,
  role,
  store,
  yesNo,
} from './auditText';

/**
 * The fields an audit_log entry's values hold, by kind, with their labels (docs/rules/roles.md, Audit trail,
 * Readable entries). Fields in HIDDEN are bookkeeping (row versions, ids, list positions) and never shown.
 */
export const HIDDEN_AUDIT_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'sortOrder']);

const PASSWORD_STATES: Record<string, string> = {
  own: 'Chosen by the user',
  temporary: 'Temporary, to be changed at the next log-in',
  invited: 'Not chosen yet (invitation e-mailed)',
};

const person = {
  firstName: field('First name'),
  lastName: field('Last name'),
  email: field('Email'),
};

const userFields: Record<string, FieldText> = {
  ...person,
  role: field('Role', role),
  locationId: field('Location', store),
  passwordState: field('Password', (value) => PASSWORD_STATES[String(value)] ?? String(value)),
  // Entries written before passwordState: true while the temporary password stands.
  mustChangePassword: field('Password', (value) =>
    value ? PASSWORD_STATES.temporary! : PASSWORD_STATES.own!,
  ),
};

const address = {
  address: field('Address'),
  city: field('City'),
  state: field('State'),
  zip: field('Zip code'),
  phone: field('Phone'),
};

const customerFields: Record<string, FieldText> = {
  ...person,
  ...address,
  emailVerified: field('Email verified', yesNo),
  addressLine2: field('Address line 2'),
  sms: field('Text notifications', yesNo),
  // docs/decisions/0093-customer-preferences.md: one line, as the order's ticket prints them.
  preferences: field('Preferences', (value) =>
    value && typeof value === 'object' ? preferenceLines(value as CustomerPreferences).join(' · ') : 'None',
  ),
};

const locationFields: Record<string, FieldText> = {
  name: field('Name'),
  ...address,
  hours: field('Hours'),
  lat: field('Latitude'),
  long: field('Longitude'),
};

const specialFields: Record<string, FieldText> = {
  name: field('Name'),
  code: field('Code'),
  expirationDate: field('Expires', day),
  firstTimeOnly: field('First-time only', yesNo),
  percentDiscount: field('% off', percent),
  promotionalPriceCents: field('Promotional price', money),
  discountAmountCents: field('Discount amount', money),
  services: field('Applicable services', flags('All services')),
  tailoringItems: field('Tailoring items', flags('None')),
  dryCleanItems: field('Dry clean items', flags('None')),
  description: field('Description'),
  // docs/decisions/0092-promotion-limits.md
  startDate: field('Starts', day),
  maxUses: field('Total uses'),
  maxUsesPerCustomer: field('Uses per customer'),
  minOrderCents: field('Minimum order', money),
};

const zipFields: Record<string, FieldText> = {
  zip: field('Zip code'),
  florida: field('Region', floridaFlag),
};

const perService = (suffix: string, label: string, format: FieldText['format']) =>
  Object.fromEntries(
    SERVICE_KEYS.map((service) => [
      `${service}${suffix}`,
      field(`${SERVICE_LABELS[service]} ${label}`, format),
    ]),
  );

/** The settings screen's sections (docs/rules/settings.md), with the screen's own labels. */
const settingsFields: Record<string, FieldText> = {
  region: field('Region', region),
  disableOrdering: field('Ordering paused', yesNo),
  disableOrderingMessage: field('Message while ordering is paused'),
  firstPickUp: field('First pick-up', hour),
  lastPickUp: field('Last pick-up', hour),
  firstDelivery: field('First delivery', hour),
  lastDelivery: field('Last delivery', hour),
  firstSameDayPickUp: field('First same-day pick-up', hour),
  lastSameDayPickUp: field('Last same-day pick-up', hour),
  firstSameDayDelivery: field('First same-day delivery', hour),
  recurringLeadDays: field('Book repeating pick-ups ahead (days)'),
  ...perService('MinDeliveryCents', 'minimum', money),
  ...perService('MinDeliveryDays', 'minimum days', businessDays),
  washFoldUpToXLbs: field('Wash & Fold up to X lbs', pounds),
  washFoldPerLbCents: field('Wash & Fold per lb', money),
  washFoldMinimumPriceCents: field('Wash & Fold minimum price', money),
  organicWashFoldUpToXLbs: field('Organic up to X lbs', pounds),
  organicWashFoldPerLbCents: field('Organic per lb', money),
  organicWashFoldMinimumPriceCents: field('Organic minimum price', money),
  selfDropOffMinimumLbs: field('Self drop-off minimum', pounds),
  selfDropOffBasePriceCents: field('Self drop-off price of the minimum', money),
  selfDropOffPerLbCents: field('Self drop-off per extra lb', money),
  selfDropOffOrganicPerLbCents: field('Self drop-off organic per extra lb', money),
};

/** Sections 7 to 11: the price lists' columns, with the settings screen's labels. */
const priceListFields: Record<string, FieldText> = {
  list: field('List', (value) => PRICE_LIST_TITLES[value as PriceList] ?? String(value)),
  region: field('Region', region),
  item: field('Item'),
  priceCents: field('Price', money),
  basePriceCents: field('Base price', money),
  dryCleanPressPriceCents: field('Dry clean press', offeredMoney),
  pressOnlyPriceCents: field('Press only', offeredMoney),
  offersCrease: field('Crease offered', yesNo),
  noCreaseChargeCents: field('No-crease charge', money),
  offersStarch: field('Starch offered', yesNo),
  hemCents: field('Hem', offeredMoney),
  taperCents: field('Taper', offeredMoney),
  zipperCents: field('Zipper', offeredMoney),
  sleevesCents: field('Sleeves', offeredMoney),
  patchCents: field('Patch', offeredMoney),
  fixCents: field('Fix', offeredMoney),
  waistCents: field('Waist', offeredMoney),
  liningCents: field('Lining', offeredMoney),
  notDownCents: field('Not Down', money),
  downCents: field('Down', money),
};

export const AUDIT_FIELD_TEXTS: Record<AuditKind, Record<string, FieldText>> = {
  user: userFields,
  customer: customerFields,
  location: locationFields,
  special: specialFields,
  zip: zipFields,
  settings: settingsFields,
  priceList: priceListFields,
};

/** What each action of an audit_log entry reads as on the screen. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Added',
  update: 'Changed',
  delete: 'Deleted',
  role: 'Role changed',
  password: 'New temporary password',
  invitation: 'New invitation e-mailed',
  end: 'Ended',
  // docs/decisions/0094-recurring-series.md: staff pause, resume or end a customer's repeating pick-up.
  recurringPaused: 'Repeating pick-up paused',
  recurringResumed: 'Repeating pick-up resumed',
  recurringEnded: 'Repeating pick-up ended',
};

export const auditActionLabel = (action: string) => ACTION_LABELS[action] ?? action;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An entry's lines: for a change, each field whose value differs, before and after; for an addition the
 * values set, for a deletion the values removed (empty ones left out). Bookkeeping fields are never shown.
 */
export function auditLogLines(
  kind: AuditKind,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  names: AuditNames,
): AuditLine[] {
  const texts = AUDIT_FIELD_TEXTS[kind] ?? {};
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !HIDDEN_AUDIT_FIELDS.has(key),
  );
  const lines: AuditLine[] = [];
  for (const key of keys) {
    const sample = after?.[key] ?? before?.[key];
    const { label, format } = texts[key] ?? fallbackField(key, sample);
    if (before && after) {
      if (same(before[key], after[key])) continue;
      lines.push({ field: label, before: format(before[key], names), after: format(after[key], names) });
    } else {
      const value = (after ?? before)?.[key];
      if (value === null || value === undefined || value === '') continue;
      lines.push({ field: label, value: format(value, names) });
    }
  }
  return lines;
}
