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
} as const;

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
