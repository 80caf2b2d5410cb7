import { guestAccountInput, openOrderLinkInput } from '@laundry/validators/accountLinks';
import { undoEmailChangeInput } from '@laundry/validators/auth';
import { z } from 'zod';
import { undoEmailChange } from '../services/auth/emailChangeUndo';
import { createGuestAccount } from '../services/auth/guestAccount';
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
  undoEmailChange: publicProcedure
    .input(undoEmailChangeInput)
    .output(z.object({ email: z.string(), message: z.string() }))
    .mutation(({ ctx, input }) => undoEmailChange(ctx, input.token)),
  resendVerification: userProcedure
    .output(z.object({ message: z.string() }))
    .mutation(({ ctx }) => resendVerification(ctx, ctx.user.id)),
};
