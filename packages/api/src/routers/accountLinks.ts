import { guestAccountInput, guestCodeInput, openOrderLinkInput } from '@laundry/validators/accountLinks';
import { undoEmailChangeInput } from '@laundry/validators/auth';
import { z } from 'zod';
import { undoEmailChange } from '../services/auth/emailChangeUndo';
import { createGuestAccount } from '../services/auth/guestAccount';
import { confirmGuestCode, sendGuestCode } from '../services/auth/guestCode';
import { openOrderLink } from '../services/auth/orderLink';
import { resendVerification } from '../services/auth/verification';
import { guestProcedure, publicProcedure, userProcedure } from '../trpc';
import { signedInOutput } from './accountView';

/**
 * The confirmation's signed link to an order, the guest's account from the thank-you page and the
 * verification banner's resend (docs/decisions/0041-order-links.md), and the old address's link that undoes
 * an e-mail change (docs/decisions/0049-auth-account-changes.md); spread into `auth`.
 */
export const accountLinkProcedures = {
  openOrderLink: publicProcedure
    .input(openOrderLinkInput)
    .output(z.object({ orderId: z.string(), openedAs: z.enum(['guest', 'account']) }))
    .mutation(({ ctx, input }) => openOrderLink(ctx, input)),
  createGuestAccount: guestProcedure
    .input(guestAccountInput)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => {
      const { token: _token, ...signedIn } = await createGuestAccount(ctx, input);
      return signedIn;
    }),
  /** A guest proves the mailbox with a one-time code (docs/decisions/0068-guest-mailbox-proof.md). */
  sendGuestCode: guestProcedure
    .output(z.object({ email: z.string(), message: z.string() }))
    .mutation(({ ctx }) => sendGuestCode(ctx)),
  confirmGuestCode: guestProcedure
    .input(guestCodeInput)
    .output(z.object({ emailProven: z.literal(true) }))
    .mutation(({ ctx, input }) => confirmGuestCode(ctx, input)),
  undoEmailChange: publicProcedure
    .input(undoEmailChangeInput)
    .output(z.object({ email: z.string(), message: z.string() }))
    .mutation(({ ctx, input }) => undoEmailChange(ctx, input.token)),
  resendVerification: userProcedure
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx }) => resendVerification(ctx, ctx.user.id)),
};
