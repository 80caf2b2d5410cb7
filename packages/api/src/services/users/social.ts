import { hashPassword } from '@laundry/auth';
import { users } from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { eq } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { confirmOwner } from './ownerCheck';
import { renewSessionsAfterPasswordChange } from './passwordChange';
import { type AccountView, findLiveUser, loadAccount } from './profile';

export type SocialProvider = 'google' | 'facebook';

const column = { google: 'googleId', facebook: 'facebookId' } as const;
const failure = {
  google: AUTH_MESSAGES.googleDisconnectFailed,
  facebook: AUTH_MESSAGES.facebookDisconnectFailed,
};

/**
 * docs/rules/messages.md, Public site and accounts: validation: disconnecting a social login first creates a password (typed twice, checked by the
 * input schema), so the account can still be signed in to. Facebook sign-in is no longer offered;
 * accounts that carry a Facebook link from the old product can still drop it. Setting the password
 * needs the owner like any password change: the current password when there is one, else a fresh
 * Google sign-in (docs/decisions/0049-auth-account-changes.md).
 */
export async function disconnectSocial(
  ctx: Context,
  userId: string,
  provider: SocialProvider,
  password: string,
  currentPassword?: string,
): Promise<{ user: AccountView; token: string }> {
  const user = await findLiveUser(ctx.db, userId);
  if (!user || user[column[provider]] === null) throw new AppError('BAD_INPUT', failure[provider]);
  await confirmOwner(ctx, user, currentPassword);
  const passwordHash = await hashPassword(password);
  const token = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ [column[provider]]: null, passwordHash })
      .where(eq(users.id, userId));
    return renewSessionsAfterPasswordChange(ctx, tx, userId);
  });
  return { user: await loadAccount(ctx.db, userId), token };
}
