import { z } from 'zod';
import { passwordPairSchema } from './auth';
import { orderIdSchema } from './checkout';

/**
 * The confirmation's signed link to an order, the guest's account from the thank-you page and the
 * verification banner's resend (docs/decisions/0041-order-links.md). The spec has no text for these.
 */
export const ACCOUNT_LINK_MESSAGES = {
  orderLinkInvalid:
    'This link to your order is not valid or has expired. Please log in, or enter the e-mail you ordered with, to see it.',
  orderLinkOtherAccount: 'This order belongs to another account. Please log out and open the link again.',
  orderLinkNeedsLogin: 'This order belongs to an account. Please log in to see it.',
  guestAccountNeedsOrder: 'Please place an order as a guest first.',
  verificationSent: 'We sent the link again. Please check your e-mail.',
  alreadyVerified: 'Your e-mail is already verified.',
  /** docs/decisions/0068-guest-mailbox-proof.md: a typed e-mail opens an order to read, not to change. */
  guestProofNeeded: (email: string) =>
    `To make changes, please confirm that ${email} is yours: we will e-mail you a code, or open the link in your order confirmation.`,
  guestCodeNeedsEmail: 'Please enter the e-mail you ordered with first.',
  guestCodeSent: (email: string) => `We sent a 6-digit code to ${email}. It expires in 15 minutes.`,
  guestCodeInvalid: 'This code is not valid or has expired. Please ask for a new one.',
  guestCodeRequired: 'Please enter the 6-digit code from your e-mail.',
} as const;

/** The one-time code e-mailed to a guest (docs/decisions/0068-guest-mailbox-proof.md): six digits. */
export const guestCodeInput = z.object({
  code: z
    .string({ error: ACCOUNT_LINK_MESSAGES.guestCodeRequired })
    .trim()
    .regex(/^\d{6}$/, { error: ACCOUNT_LINK_MESSAGES.guestCodeRequired }),
});
export type GuestCodeInput = z.infer<typeof guestCodeInput>;

/** The secret of an order link: 32 lowercase base32 characters (packages/auth secrets). */
export const orderLinkTokenSchema = z
  .string({ error: ACCOUNT_LINK_MESSAGES.orderLinkInvalid })
  .regex(/^[a-z2-7]{32}$/, { error: ACCOUNT_LINK_MESSAGES.orderLinkInvalid });

export const openOrderLinkInput = z.object({
  orderId: orderIdSchema,
  token: orderLinkTokenSchema,
});
export type OpenOrderLinkInput = z.infer<typeof openOrderLinkInput>;

/** A guest's account from the thank-you page: the e-mail is the order's, so a password is enough. */
export const guestAccountInput = z.intersection(z.object({ orderId: orderIdSchema }), passwordPairSchema);
export type GuestAccountInput = z.infer<typeof guestAccountInput>;
