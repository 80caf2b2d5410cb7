import { z } from 'zod';
import { AUTH_MESSAGES, DEFAULT_STATE, emailSchema, newPasswordSchema, phoneSchema } from './auth';
import { cleanLine, isUsStateCode } from './text';

/** docs/rules/messages.md, Public site and accounts: validation; docs/rules/messages.md, Public site, accounts and staff screens: errors, word for word, for the users and customers screens. */
export const STAFF_PEOPLE_MESSAGES = {
  roleRequired: 'Select a user role.',
  locationRequired: 'Select a location.',
  searchUsersFailed: 'Error searching users.',
  searchCustomersFailed: 'Error searching customers.',
  getUsersFailed: 'There was an error getting users.',
  getCustomersFailed: 'There was an error getting customers.',
  getUserFailed: 'There was an error getting this user.',
  updateUserFailed: 'There was an error updating this user.',
  createUserFailed: 'Error creating user.',
  exportCustomersFailed: 'There was an error exporting customers.',
  getCustomerFailed: 'There was an error getting customer details.',
  updateCustomerFailed: 'There was an error updating this customer.',
  // Not worded by the spec (docs/rules/roles.md, Users):
  lastSuperAdmin:
    'This is the only Super Admin. Make another user a Super Admin before changing or removing this one.',
  notOwnDelete: 'You cannot delete your own user here. Use the Account screen instead.',
  samePassword: 'Please choose a password different from the temporary one.',
  passwordChangeRequired: 'Please choose your own password to finish logging in.',
  temporaryPasswordFirst:
    'Please log in with your email and the temporary password you were given, then choose your own password.',
  createCustomerFailed: 'Error creating customer.',
  // docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: an invited member who has not used the link yet.
  invitationFirst: 'Please choose your password with the link we e-mailed you first.',
  invitationNotNeeded: 'This user has already chosen a password, so there is no invitation to send again.',
  invitationTemporary:
    'This user has a temporary password and chooses their own at the next log-in, so there is no invitation to send again.',
} as const;

/** docs/rules/roles.md, Who may do what: the roles a staff user can be given, with the labels of the role select. */
/** A Driver is bound to the store of the form's location select (docs/decisions/0089-driver-role.md). */
export const STAFF_ROLES = ['SuperAdmin', 'Admin', 'Driver'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  SuperAdmin: 'Super Admin',
  Admin: 'Admin',
  Driver: 'Driver',
};

// Selects whose placeholder has the value '': anything but a real choice gets the spec's text.
const staffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_PEOPLE_MESSAGES.roleRequired });
const locationIdSchema = z.uuid({ error: STAFF_PEOPLE_MESSAGES.locationRequired });

const NAME_MAX = 100;
const TEXT_MAX = 200;
const plainText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .refine(...cleanLine)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** The row version a staff form loaded; a save carries it back (docs/rules/roles.md, Concurrent edits). */
export const versionSchema = z.int({ error: 'The form is missing its version. Please reload.' }).min(1);

/**
 * How a new staff member first signs in (docs/rules/roles.md, Users; docs/decisions/0075-staff-invitations.md): an
 * e-mailed invitation to choose their own password, or a temporary password the Super Admin hands over.
 */
export const STAFF_FIRST_SIGN_IN = ['invitation', 'temporaryPassword'] as const;
export type StaffFirstSignIn = (typeof STAFF_FIRST_SIGN_IN)[number];
export const STAFF_FIRST_SIGN_IN_LABELS: Record<StaffFirstSignIn, string> = {
  invitation: 'E-mail an invitation to choose a password',
  temporaryPassword: 'Give a temporary password',
};
/** Not worded by the spec: the temporary password option with the field left empty. */
export const TEMPORARY_PASSWORD_REQUIRED = 'Please enter a temporary password.';

const staffUserFields = z.object({
  firstName: plainText('First name', NAME_MAX),
  lastName: plainText('Last name', NAME_MAX),
  email: emailSchema(),
  role: staffRoleSchema,
  locationId: locationIdSchema,
});
const optionalPassword = z.union([z.literal(''), newPasswordSchema]);

/**
 * docs/rules/staff-screens.md, Users: the user form (create), field by field (the REST description reads these). The
 * password is a temporary one the user replaces; `firstSignIn` says whether one is given at all.
 */
export const staffUserCreateFields = staffUserFields.extend({
  firstSignIn: z
    .enum(STAFF_FIRST_SIGN_IN, { error: 'firstSignIn must be invitation or temporaryPassword.' })
    .optional(),
  /** The temporary password; checked only when that is the way in (an invitation ignores it). */
  password: z.string({ error: AUTH_MESSAGES.passwordTooShort }).default(''),
});

const firstSignInOf = (values: { firstSignIn?: StaffFirstSignIn | undefined; password: string }) =>
  values.firstSignIn ?? (values.password ? 'temporaryPassword' : 'invitation');

/**
 * The user form (create). Without `firstSignIn` (the older client's POST /api/admin/user), a password means the
 * temporary password and none the invitation; with it, the temporary password option needs the password.
 */
export const staffUserCreateInput = staffUserCreateFields
  .superRefine((values, ctx) => {
    if (firstSignInOf(values) !== 'temporaryPassword') return;
    if (values.password === '') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: TEMPORARY_PASSWORD_REQUIRED });
      return;
    }
    const checked = newPasswordSchema.safeParse(values.password);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: checked.error.issues[0]!.message });
    }
  })
  .transform(({ firstSignIn, password, ...rest }) => {
    const way = firstSignInOf({ firstSignIn, password });
    return { ...rest, firstSignIn: way, password: way === 'temporaryPassword' ? password : '' };
  });
export type StaffUserCreateInput = z.infer<typeof staffUserCreateInput>;

/** The user form (edit): a blank temporary password keeps the current one. */
export const staffUserUpdateInput = staffUserFields.extend({
  id: z.uuid(),
  version: versionSchema,
  password: optionalPassword.default(''),
});
export type StaffUserUpdateInput = z.infer<typeof staffUserUpdateInput>;

/** The user form's fields when editing (id and version travel beside them). */
export const staffUserEditForm = staffUserFields.extend({ password: optionalPassword });

export const stateSchema = z
  .string({ error: 'Please enter a 2-letter state.' })
  .trim()
  .toUpperCase()
  // A USPS code, as the customer's own Account screen and the order's address take (decision 0028).
  .refine((v) => v === '' || isUsStateCode(v), { error: 'Please enter a 2-letter state.' })
  .transform((v) => v || DEFAULT_STATE);

export const optionalZipSchema = z
  .string({ error: 'Please enter a 5-digit zip code.' })
  .trim()
  .refine((v) => v === '' || /^\d{5}$/.test(v), { error: 'Please enter a 5-digit zip code.' });

/**
 * docs/rules/staff-screens.md, Customers: the customer form. A customer is a User whose role is always Customer
 * (docs/rules/records.md, People); the e-mail is the only field with a rule (docs/rules/messages.md, Public site and accounts: validation), the rest are checked for shape.
 */
export const customerCreateInput = z.object({
  firstName: plainText('First name', NAME_MAX).default(''),
  lastName: plainText('Last name', NAME_MAX).default(''),
  email: emailSchema(),
  phone: phoneSchema.default(''),
  address: plainText('Address', TEXT_MAX).default(''),
  addressLine2: plainText('Address line 2', TEXT_MAX).default(''),
  city: plainText('City', NAME_MAX).default(''),
  state: stateSchema.default(DEFAULT_STATE),
  zip: optionalZipSchema.default(''),
  sms: z.boolean({ error: 'sms must be true or false.' }).default(false),
});
export type CustomerCreateInput = z.infer<typeof customerCreateInput>;

/**
 * A stored customer as the customer forms hold it: an empty field is '' (the staff edit, the Account screen,
 * POST /api/customer/{id}).
 */
export function customerFormValues(
  customer: {
    [K in Exclude<keyof CustomerCreateInput, 'email' | 'state' | 'sms'>]: string | null;
  } & Pick<CustomerCreateInput, 'email' | 'state' | 'sms'>,
): CustomerCreateInput {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email,
    phone: customer.phone ?? '',
    address: customer.address ?? '',
    addressLine2: customer.addressLine2 ?? '',
    city: customer.city ?? '',
    state: customer.state,
    zip: customer.zip ?? '',
    sms: customer.sms,
  };
}

export const customerUpdateInput = customerCreateInput.extend({ id: z.uuid(), version: versionSchema });
export type CustomerUpdateInput = z.infer<typeof customerUpdateInput>;

/**
 * POST /api/customer/{id} (docs/rules/rest-compatibility.md, Partial changes): every field optional and without
 * its default, so that a field the caller leaves out keeps the customer's value instead of being cleared.
 */
type CustomerFields = typeof customerCreateInput.shape;
type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
export const customerChangeBody = z.object({
  ...(Object.fromEntries(
    Object.entries(customerCreateInput.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.removeDefault() : field).optional(),
    ]),
  ) as { [K in keyof CustomerFields]: z.ZodOptional<WithoutDefault<CustomerFields[K]>> }),
  version: versionSchema.optional(),
});

/** The first log-in of a staff member: the temporary password, then their own, typed twice. */
export const temporaryPasswordChangeInput = z
  .object({
    email: emailSchema(),
    temporaryPassword: z.string().max(1024),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'Passwords must match.',
    path: ['confirmPassword'],
  })
  .refine((v) => v.password !== v.temporaryPassword, {
    error: STAFF_PEOPLE_MESSAGES.samePassword,
    path: ['password'],
  });
export type TemporaryPasswordChangeInput = z.infer<typeof temporaryPasswordChangeInput>;

/** docs/rules/rest-compatibility.md: sortorder 1 is ascending, -1 descending. */
const sortOrderSchema = z.union([z.literal(1), z.literal(-1)], { error: 'sortorder must be 1 or -1.' });
const sortOrderQuery = z.coerce
  .number({ error: 'sortorder must be 1 or -1.' })
  .refine((v) => v === 1 || v === -1, { error: 'sortorder must be 1 or -1.' })
  .transform((v) => v as 1 | -1);

/**
 * docs/rules/staff-screens.md, Sorting and paging: users and customers start at 75 rows and Show More adds 75, without end; this bounds a
 * single answer all the same.
 */
export const STAFF_LIST_MAX = 5000;
const limitMessage = `limit must be a whole number from 1 to ${STAFF_LIST_MAX}.`;
const searchTextSchema = z
  .string({ error: 'searchtext must be text.' })
  .refine(...cleanLine)
  .trim()
  .max(200, { error: 'searchtext must be at most 200 characters.' });

/**
 * A staff list: sort column, direction, search text and page. `coerce` lets the REST query string
 * (docs/rules/rest-compatibility.md: sortby, sortorder, skip, limit, searchtext) use the same schema as tRPC.
 */
export function staffListQuery<const C extends readonly [string, ...string[]]>(
  columns: C,
  defaults: { sortby: C[number]; sortorder: 1 | -1; limit: number },
  coerce = false,
) {
  const whole = (min: number, max: number, message: string) =>
    (coerce ? z.coerce.number({ error: message }) : z.number({ error: message }))
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message });
  return z.object({
    sortby: z
      .enum(columns, { error: `sortby must be one of: ${columns.join(', ')}.` })
      .default(defaults.sortby as never),
    sortorder: (coerce ? sortOrderQuery : sortOrderSchema).default(defaults.sortorder),
    skip: whole(0, Number.MAX_SAFE_INTEGER, 'skip must be a whole number of 0 or more.').default(0),
    limit: whole(1, STAFF_LIST_MAX, limitMessage).default(defaults.limit),
    searchtext: searchTextSchema.optional(),
  });
}
export interface StaffListQuery<C extends string> {
  sortby: C;
  sortorder: 1 | -1;
  skip: number;
  limit: number;
  searchtext?: string | undefined;
}

/** docs/rules/staff-screens.md, Users; docs/rules/staff-screens.md, Sorting and paging: users by First Name, Last Name, Role, Location; firstName ascending first. */
export const USER_SORT_COLUMNS = ['firstName', 'lastName', 'role', 'location'] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];
const userDefaults = { sortby: 'firstName', sortorder: 1, limit: 75 } as const;
export const userListInput = staffListQuery(USER_SORT_COLUMNS, userDefaults);
export const userListQuery = staffListQuery(USER_SORT_COLUMNS, userDefaults, true);

/** docs/rules/staff-screens.md, Users; docs/rules/staff-screens.md, Sorting and paging: customers by First Name, Last Name, Phone, Email; firstName descending first. */
export const CUSTOMER_SORT_COLUMNS = ['firstName', 'lastName', 'phone', 'email'] as const;
export type CustomerSortColumn = (typeof CUSTOMER_SORT_COLUMNS)[number];
const customerDefaults = { sortby: 'firstName', sortorder: -1, limit: 75 } as const;
export const customerListInput = staffListQuery(CUSTOMER_SORT_COLUMNS, customerDefaults);
export const customerListQuery = staffListQuery(CUSTOMER_SORT_COLUMNS, customerDefaults, true);
