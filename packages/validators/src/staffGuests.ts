import { z } from 'zod';
import { staffListQuery } from './staffUsers';
import { cleanLine } from './text';

/**
 * The Customers screen's Guests view (docs/rules/staff-screens.md, Customers; docs/decisions/0081-staff-guests-view.md):
 * the words the specification does not give, in the customers screen's own style.
 */
export const STAFF_GUEST_MESSAGES = {
  getGuestsFailed: 'There was an error getting guests.',
  searchGuestsFailed: 'Error searching guests.',
  getGuestFailed: 'There was an error getting guest details.',
  emailRequired: "Enter the guest's e-mail address.",
} as const;

/**
 * One sort only, the latest order's date (newest first by default), with the staff lists' search and page
 * (docs/rules/staff-screens.md, Sorting and paging: 75 rows, Show More adds 75).
 */
export const GUEST_SORT_COLUMNS = ['lastOrderAt'] as const;
export type GuestSortColumn = (typeof GUEST_SORT_COLUMNS)[number];
export const guestListInput = staffListQuery(GUEST_SORT_COLUMNS, {
  sortby: 'lastOrderAt',
  sortorder: -1,
  limit: 75,
});

/**
 * A guest is named by the e-mail address their orders carry, matched without regard to case. Not held to the
 * sign-up form's pattern: an order placed through the older REST client may carry an address it would refuse.
 */
export const guestGetInput = z.object({
  email: z
    .string({ error: STAFF_GUEST_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: STAFF_GUEST_MESSAGES.emailRequired, abort: true })
    .max(320, { error: STAFF_GUEST_MESSAGES.emailRequired, abort: true })
    .refine(...cleanLine)
    .transform((email) => email.toLowerCase()),
});
