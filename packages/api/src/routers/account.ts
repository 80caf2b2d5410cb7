import { accountLanguageInput, accountUpdateInput, disconnectGoogleInput } from '@laundry/validators/auth';
import { z } from 'zod';
import { setAccountLanguage } from '../services/users/language';
import { loadAccount } from '../services/users/profile';
import { deleteAccount } from '../services/users/remove';
import { disconnectSocial } from '../services/users/social';
import { updateAccount } from '../services/users/update';
import { router, userProcedure } from '../trpc';
import { accountViewOutput } from './accountView';

/** The Account screen (docs/rules/accounts.md, The Account screen): the signed-in person's own account, never anyone else's. */
export const accountRouter = router({
  get: userProcedure.output(accountViewOutput).query(({ ctx }) => loadAccount(ctx.db, ctx.user.id)),
  update: userProcedure
    .input(accountUpdateInput)
    .output(accountViewOutput)
    .mutation(async ({ ctx, input }) => (await updateAccount(ctx, ctx.user.id, input)).user),
  disconnectGoogle: userProcedure
    .input(disconnectGoogleInput)
    .output(accountViewOutput)
    .mutation(
      async ({ ctx, input }) =>
        (await disconnectSocial(ctx, ctx.user.id, 'google', input.password, input.currentPassword)).user,
    ),
  /** docs/rules/languages.md, Choosing the language: the language kept on the account. */
  setLanguage: userProcedure
    .input(accountLanguageInput)
    .output(accountViewOutput)
    .mutation(({ ctx, input }) => setAccountLanguage(ctx.db, ctx.user.id, input.language)),
  delete: userProcedure
    .input(
      z.object({
        confirm: z.literal(true, { error: 'Please confirm that you want to delete your account.' }),
      }),
    )
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx }) => deleteAccount(ctx, ctx.user.id)),
});
