import { z } from 'zod';
import { cleanLine, cleanMultiline } from './text';

/**
 * Inputs of the public pages: the business-services inquiry and the contact message (stored as
 * leads), and the location finder. The spec words none of these messages except the finder's; the web
 * forms (apps/web/src/features/leads/LeadForm.tsx) use the same texts and limits.
 */
export const LEAD_KINDS = ['business', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: 'Please keep your name under 120 characters.',
  companyTooLong: 'Please keep the company name under 160 characters.',
  emailRequired: 'Email is required.',
  // docs/rules/messages.md, Public site and accounts: validation wording for an e-mail address.
  emailInvalid: 'Please enter a valid email address.',
  phoneInvalid: 'Please enter a valid phone number.',
  messageRequired: 'Please enter a message.',
  messageTooLong: 'Please keep your message under 2,000 characters.',
} as const;

export const LEAD_LIMITS = { name: 120, company: 160, email: 254, phone: 40, message: 2000 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Ten digits, or eleven starting with the country code 1, whatever the punctuation. */
const isPhone = (value: string) => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
};
const required = (message: string, max: number, tooLong: string, multiline = false) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .refine(...(multiline ? cleanMultiline : cleanLine))
    .max(max, { error: tooLong });
/** An optional text: blank counts as absent. */
const optional = (inner: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(inner.optional());

export const leadInputSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  name: required(LEAD_MESSAGES.nameRequired, LEAD_LIMITS.name, LEAD_MESSAGES.nameTooLong),
  email: z
    .string({ error: LEAD_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: LEAD_MESSAGES.emailRequired, abort: true })
    .max(LEAD_LIMITS.email, { error: LEAD_MESSAGES.emailInvalid, abort: true })
    .refine(...cleanLine)
    .regex(EMAIL_PATTERN, { error: LEAD_MESSAGES.emailInvalid }),
  message: required(LEAD_MESSAGES.messageRequired, LEAD_LIMITS.message, LEAD_MESSAGES.messageTooLong, true),
  phone: optional(
    z
      .string()
      .max(LEAD_LIMITS.phone, { error: LEAD_MESSAGES.phoneInvalid })
      .refine(isPhone, { error: LEAD_MESSAGES.phoneInvalid }),
  ),
  company: optional(
    z
      .string()
      .refine(...cleanLine)
      .max(LEAD_LIMITS.company, { error: LEAD_MESSAGES.companyTooLong }),
  ),
});
export type LeadInput = z.input<typeof leadInputSchema>;
export type Lead = z.output<typeof leadInputSchema>;

/** docs/rules/messages.md, Public site and accounts: validation; docs/rules/messages.md, Public site, accounts and staff screens: errors: the finder's message for a zip or address that cannot be placed. */
export const LOCATION_NOT_VALID_MESSAGE = 'Sorry, this location is not valid. Please try again.';

/** The location finder takes a zip code or a street address (docs/rules/public-site.md, Location finder). */
export const locationFinderQuery = z.object({
  query: z
    .string({ error: LOCATION_NOT_VALID_MESSAGE })
    .trim()
    .min(1, { error: LOCATION_NOT_VALID_MESSAGE, abort: true })
    .max(200, { error: LOCATION_NOT_VALID_MESSAGE })
    .refine(...cleanLine),
});
export type LocationFinderQuery = z.infer<typeof locationFinderQuery>;
