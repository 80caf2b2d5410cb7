import { z } from 'zod';
import { phoneSchema } from './auth';
import { staffListQuery, versionSchema } from './staffUsers';
import { cleanLine } from './text';

/** docs/rules/messages.md, Public site and accounts: validation; docs/rules/messages.md, Public site, accounts and staff screens: errors, word for word, for the staff locations screen. */
export const LOCATION_MESSAGES = {
  fieldRequired: 'Field Required',
  getFailed: 'Error getting locations.',
  findFailed: 'Error finding locations.',
  deleteFailed: 'Error deleting location.',
  updateFailed: 'Error updating location.',
  createFailed: 'Error creating location.',
  // Not worded by the spec (docs/decisions/0039-staff-locations.md):
  latitudeRange: 'Latitude must be a number from -90 to 90.',
  longitudeRange: 'Longitude must be a number from -180 to 180.',
  stateInvalid: 'Please enter a 2-letter state.',
  zipInvalid: 'Please enter a 5-digit zip code.',
  notPlaced: 'Sorry, this location is not valid. Please try again.',
  openOrders: (count: number) =>
    `This location cannot be deleted: ${count} open order${count === 1 ? ' is' : 's are'} assigned to it. Move ${count === 1 ? 'it' : 'them'} to another location first.`,
} as const;

const TEXT_MAX = 200;
const text = (label: string, max = TEXT_MAX) =>
  z
    .string({ error: `${label} must be text.` })
    .refine(...cleanLine)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });

/**
 * docs/rules/messages.md, Public site and accounts: validation: latitude and longitude are required ('Field Required'). The form sends what was typed
 * (a string), tRPC and REST callers a number; both end as a number in range.
 */
function coordinate(min: number, max: number, rangeMessage: string) {
  return z
    .union([z.number(), z.string()], { error: LOCATION_MESSAGES.fieldRequired })
    .transform((value, ctx) => {
      const typed = typeof value === 'string' ? value.trim() : value;
      if (typed === '') {
        ctx.addIssue({ code: 'custom', message: LOCATION_MESSAGES.fieldRequired });
        return z.NEVER;
      }
      const number = typeof typed === 'number' ? typed : Number(typed);
      if (!Number.isFinite(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: rangeMessage });
        return z.NEVER;
      }
      return number;
    });
}

/** docs/rules/records.md, Locations and docs/rules/rest-compatibility.md POST /api/admin/location: name, address, city, state, zip, phone, hours, lat, long. */
export const locationInput = z.object({
  name: text('Name'),
  address: text('Address'),
  city: text('City', 100),
  state: z
    .string({ error: LOCATION_MESSAGES.stateInvalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: LOCATION_MESSAGES.stateInvalid }),
  zip: z
    .string({ error: LOCATION_MESSAGES.zipInvalid })
    .trim()
    .regex(/^\d{5}$/, { error: LOCATION_MESSAGES.zipInvalid }),
  phone: phoneSchema,
  /** Free text shown to customers, e.g. '8am - 10pm, 7 days'. */
  hours: text('Hours'),
  lat: coordinate(-90, 90, LOCATION_MESSAGES.latitudeRange),
  long: coordinate(-180, 180, LOCATION_MESSAGES.longitudeRange),
});
export type LocationInput = z.infer<typeof locationInput>;
export type LocationFormValues = z.input<typeof locationInput>;

export const locationUpdateInput = locationInput.extend({ id: z.uuid(), version: versionSchema });
export type LocationUpdateInput = z.infer<typeof locationUpdateInput>;

/** The address to place on the map ('Fill from address'). */
export const locationGeocodeInput = z.object({
  address: text('Address'),
  city: text('City', 100),
  state: text('State', 2),
  zip: text('Zip', 10),
});

/** docs/rules/staff-screens.md, Locations: sortable by address; docs/rules/staff-screens.md, Sorting and paging: 100 at a time, address ascending. */
export const STAFF_LOCATION_SORT_COLUMNS = ['address', 'name', 'phone', 'hours'] as const;
export type StaffLocationSortColumn = (typeof STAFF_LOCATION_SORT_COLUMNS)[number];
export const staffLocationListInput = staffListQuery(STAFF_LOCATION_SORT_COLUMNS, {
  sortby: 'address',
  sortorder: 1,
  limit: 100,
});
