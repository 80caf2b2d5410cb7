import { locationInput } from '@laundry/validators/locations';
import { PRICE_LIST_FORMS, type PriceList } from '@laundry/validators/priceListForms';
import { REGIONS } from '@laundry/validators/settings';
import {
  SETTINGS_SECTION_FORMS,
  type SettingsSection,
  versionSchema as settingsVersion,
  zipForm,
} from '@laundry/validators/settingsForms';
import { specialStaffInput } from '@laundry/validators/specials';
import {
  customerChangeBody,
  customerCreateInput,
  customerListQuery,
  staffUserCreateFields,
  userListQuery,
} from '@laundry/validators/staffUsers';
import { type ZodType, z } from 'zod';
import { idParams as customerIdParams } from '../customers';
import { ITEM_PATHS, rowId, SECTION_PATHS, SETTINGS_PREFIXES } from '../settings';
import { ITEM_ALIASES } from '../settingsBodies';
import { legacySpecialBody, idParams as specialIdParams, withVersion as specialVersion } from '../specials';
import { idParams as locationIdParams, withVersion as locationVersion } from '../staffLocations';
import {
  customerAnswer,
  locationAnswer,
  settingsChangeAnswer,
  specialAnswer,
  staffUserAnswer,
  successAnswer,
  zipChangeAnswer,
  zipRemovedAnswer,
} from './answers';
import type { Operation, Operations } from './declare';

/**
 * The staff screens' paths (rest/users.ts, rest/customers.ts, rest/staffLocations.ts, rest/specials.ts,
 * rest/zips.ts) and the Super Admin's regional settings (rest/settings.ts, both regions).
 */

/** The fields of a form schema (an object, or an object piped into a transform). */
function formShape(schema: ZodType): Record<string, ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, ZodType>;
  if (schema instanceof z.ZodPipe) return formShape(schema.in as ZodType);
  throw new Error('formShape: not an object form');
}

/** POST /api/admin/user sends the store as `location` (rest/users.ts, legacyUserForm). */
const staffUserBody = staffUserCreateFields.omit({ locationId: true }).extend({
  firstSignIn: staffUserCreateFields.shape.firstSignIn.meta({
    description:
      "'invitation' e-mails a link to choose a password (single use, 24 hours); 'temporaryPassword' takes `password`. " +
      'Without it, a password means the temporary password and none the invitation (docs/decisions/0075-staff-invitations.md).',
  }),
  location: staffUserCreateFields.shape.locationId.optional().meta({ description: 'The store id.' }),
  locationId: staffUserCreateFields.shape.locationId.optional(),
});

/** Amounts in dollars (or null / '' for "not used"); exactly one of the three is set. */
const legacyAmount = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .meta({ description: 'Dollars with up to 2 decimals; empty or null when not used.' });
const specialBody = legacySpecialBody.extend({
  name: specialStaffInput.shape.name,
  code: specialStaffInput.shape.code,
  description: specialStaffInput.shape.description,
  expirationDate: specialStaffInput.shape.expirationDate,
  firstTimeOnly: specialStaffInput.shape.firstTimeOnly,
  percentDiscount: legacyAmount.meta({ description: 'Percent off, more than 0 and at most 100.' }),
  promotionalPrice: legacyAmount,
  discountAmount: legacyAmount,
  services: specialStaffInput.shape.services.partial().optional(),
  tailoringItems: specialStaffInput.shape.tailoringItems.partial().optional(),
  dryCleanItems: specialStaffInput.shape.dryCleanItems.partial().optional(),
  // docs/decisions/0092-promotion-limits.md: null is no limit; left out of a change, the saved value stays.
  startDate: specialStaffInput.shape.startDate.meta({
    description: 'The first day the code is valid (New York), on or before the expiration date.',
  }),
  maxUses: specialStaffInput.shape.maxUses.meta({
    description: 'Orders not canceled that may use it, in all.',
  }),
  maxUsesPerCustomer: specialStaffInput.shape.maxUsesPerCustomer.meta({
    description: 'Orders not canceled that may use it, per account or guest e-mail.',
  }),
  minOrderAmount: legacyAmount.meta({
    description: 'The smallest order (services and products, before the discount), in dollars.',
  }),
});

const zipParams = z.object({ zip: z.string().meta({ description: 'The zip code itself, or its id.' }) });
/** The version the caller loaded, as a number or digits (settingsBodies.ts, legacyVersion). */
const legacyVersionField = z
  .union([settingsVersion, z.string().regex(/^\d+$/), z.null()])
  .optional()
  .meta({ description: 'The version the caller loaded; a stale one is refused (409).' });

const staffPeople: Operations = {
  'GET /api/users': {
    tag: 'staffPeople',
    summary: 'The staff users list',
    access: 'superAdmin',
    query: userListQuery,
    answer: { description: 'A page of staff users.', schema: z.array(staffUserAnswer) },
    failures: [400],
  },
  'GET /api/users/search': {
    tag: 'staffPeople',
    summary: 'Staff users whose name or e-mail holds `searchtext`',
    access: 'superAdmin',
    query: userListQuery,
    answer: { description: 'The staff users found.', schema: z.array(staffUserAnswer) },
    failures: [400],
  },
  'POST /api/admin/user': {
    tag: 'staffPeople',
    summary: 'Add a staff member, with an e-mailed invitation or a temporary password',
    access: 'superAdmin',
    body: staffUserBody,
    answer: { description: 'The new staff member.', schema: staffUserAnswer },
    failures: [400, 409],
    example: {
      firstName: 'New',
      lastName: 'Staff',
      email: 'new.staff@example.test',
      password: 'a temporary password',
      role: 'Admin',
      location: '00000000-0000-4000-8000-000000000001',
    },
  },
  'GET /api/customers': {
    tag: 'staffPeople',
    summary: 'The customers list',
    access: 'staff',
    query: customerListQuery,
    answer: { description: 'A page of customers.', schema: z.array(customerAnswer) },
    failures: [400],
  },
  'GET /api/customers/search': {
    tag: 'staffPeople',
    summary: 'Customers whose name, e-mail or phone holds `searchtext`',
    access: 'staff',
    query: customerListQuery,
    answer: { description: 'The customers found.', schema: z.array(customerAnswer) },
    failures: [400],
  },
  'GET /api/customers/export': {
    tag: 'staffPeople',
    summary: 'The whole customer search as customers.csv',
    access: 'staff',
    query: customerListQuery,
    answer: { description: 'customers.csv', contentType: 'text/csv' },
    failures: [400],
  },
  'POST /api/admin/customer': {
    tag: 'staffPeople',
    summary: 'Add a customer (they are e-mailed a link to set a password)',
    access: 'staff',
    body: customerCreateInput,
    answer: { description: 'The new customer.', schema: customerAnswer },
    failures: [400, 409],
    example: { firstName: 'New', email: 'new.customer@example.test' },
  },
  'POST /api/customer/:id': {
    tag: 'staffPeople',
    summary: 'Change a customer',
    access: 'staff',
    params: customerIdParams,
    body: customerChangeBody,
    answer: { description: 'The customer after the change.', schema: customerAnswer },
    failures: [400, 404, 409],
    example: { firstName: 'Changed', email: 'ana@example.test', version: 1 },
  },
};

const staffCatalog: Operations = {
  'POST /api/admin/location': {
    tag: 'staffCatalog',
    summary: 'Add a store',
    access: 'superAdmin',
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
  },
  'POST /api/location/:id': {
    tag: 'staffCatalog',
    summary: 'Change a store',
    access: 'superAdmin',
    params: locationIdParams,
    body: locationInput.extend(locationVersion.shape),
    answer: { description: 'The store after the change.', schema: locationAnswer },
    failures: [400, 404, 409],
  },
  'DELETE /api/location/:id': {
    tag: 'staffCatalog',
    summary: 'Delete a store (refused while open orders are assigned to it)',
    access: 'superAdmin',
    params: locationIdParams,
    body: locationVersion,
    answer: { description: 'Deleted.', schema: successAnswer },
    failures: [400, 404, 409],
  },
  'POST /api/admin/special': {
    tag: 'staffCatalog',
    summary: 'Add a special',
    access: 'superAdmin',
    body: specialBody,
    answer: { description: 'The new special.', schema: specialAnswer },
    failures: [400, 409],
    example: {
      name: 'Spring',
      code: 'SPRING10',
      expirationDate: '2099-12-31',
      firstTimeOnly: false,
      discountAmount: '5.00',
    },
  },
  'PUT /api/special/:id': {
    tag: 'staffCatalog',
    summary: 'Change a special',
    access: 'superAdmin',
    params: specialIdParams,
    body: specialBody,
    answer: { description: 'The special after the change.', schema: specialAnswer },
    failures: [400, 404, 409],
  },
  'DELETE /api/special/:id': {
    tag: 'staffCatalog',
    summary: 'Delete a special',
    access: 'superAdmin',
    params: specialIdParams,
    body: specialVersion,
    answer: { description: 'Deleted.', schema: successAnswer },
    failures: [400, 404, 409],
  },
  'POST /api/admin/zip': {
    tag: 'staffCatalog',
    summary: 'Serve a zip code',
    access: 'superAdmin',
    body: zipForm.extend({ florida: zipForm.shape.florida.optional() }),
    answer: { description: 'The zip added.', schema: zipChangeAnswer },
    failures: [400, 409],
    example: { zip: '10001', florida: false },
  },
  'POST /api/zip/:zip': {
    tag: 'staffCatalog',
    summary: 'Change a served zip code',
    access: 'superAdmin',
    params: zipParams,
    body: zipForm.partial().extend({ version: legacyVersionField }),
    answer: { description: 'The zip after the change.', schema: zipChangeAnswer },
    failures: [400, 404, 409],
  },
  'DELETE /api/zip/:zip': {
    tag: 'staffCatalog',
    summary: 'Stop serving a zip code',
    access: 'superAdmin',
    params: zipParams,
    query: z.object({ version: legacyVersionField }),
    answer: { description: 'The zip removed.', schema: zipRemovedAnswer },
    failures: [400, 404, 409],
  },
};

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

function settingsOperations(): Operations {
  const operations: Operations = {};
  const answer = { description: "The region's settings after the change.", schema: settingsChangeAnswer };
  const base = {
    tag: 'settings',
    access: 'superAdmin',
    failures: [400, 404, 409],
  } satisfies Partial<Operation>;
  for (const region of REGIONS) {
    const prefix = `/api${SETTINGS_PREFIXES[region]}`;
    const name = region === 'ny' ? 'New York' : 'Florida';
    for (const [path, section] of SECTION_PATHS) {
      operations[`POST ${prefix}/${path}`] = {
        ...base,
        summary: `${name}: save ${SECTION_TITLES[section]}`,
        body: sectionBody(section),
        answer,
      };
    }
    for (const [path, list] of ITEM_PATHS) {
      operations[`POST ${prefix}/${path}`] = {
        ...base,
        summary: `${name}: change ${LIST_TITLES[list]}`,
        body: itemBody(list, true),
        answer,
      };
      if (list === 'comforter') continue;
      operations[`POST ${prefix}/${path}/new`] = {
        ...base,
        summary: `${name}: add ${LIST_TITLES[list]}`,
        body: itemBody(list, false),
        answer,
      };
    }
    const removal = z.object({ id: rowId });
    const version = z.object({ version: legacyVersionField });
    operations[`DELETE ${prefix}/product/:id`] = {
      ...base,
      summary: `${name}: delete a Wash & Fold product`,
      params: removal,
      query: version,
      answer,
    };
    operations[`DELETE ${prefix}/service/:id`] = {
      ...base,
      summary: `${name}: delete a Wash & Press, Dry Clean, Tailoring or Comforter row`,
      params: removal,
      query: version,
      answer,
    };
  }
  return operations;
}

export const staffOperations: Operations = { ...staffPeople, ...staffCatalog, ...settingsOperations() };
