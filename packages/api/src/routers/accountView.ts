import { LOCALES } from '@laundry/domain';
import { LANDING_PATHS } from '@laundry/validators/auth';
import { z } from 'zod';

/** The output shape of a person's own account: what leaves the server, and nothing more (no hashes). */
export const accountViewOutput = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string(),
  zip: z.string().nullable(),
  sms: z.boolean(),
  role: z.enum(['Customer', 'Admin', 'SuperAdmin', 'Driver']),
  googleId: z.string().nullable(),
  hasPassword: z.boolean(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  profileFilledFromOrderNumber: z.number().int().nullable(),
  language: z.enum(LOCALES).nullable(),
});

const landing = z.enum(LANDING_PATHS);

/** A sign-in as the web client sees it: the token stays in the HttpOnly cookie, not in the answer. */
export const signedInOutput = z.object({ user: accountViewOutput, landing });

export const sessionStateOutput = z.object({
  authenticated: z.boolean(),
  authorizedAsGuest: z.boolean(),
  guestEmail: z.string().nullable(),
  guestEmailProven: z.boolean(),
  user: accountViewOutput.nullable(),
  landing,
  googleSignIn: z.boolean(),
});
