import type { OidcIdentity } from '@laundry/auth';
import { type User, users } from '@laundry/db';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { findLiveUserByEmail } from '../users/profile';
import { endUserSessions } from './sessions';
import { type SignedIn, signIn } from './signIn';

/**
 * Who a Google sign-in is: the account already linked to this Google subject; else the account with
 * the same e-mail, which Google must have verified, gets linked; else a new Customer.
 */
async function accountForGoogle(ctx: Context, identity: OidcIdentity): Promise<User> {
  const now = ctx.now();
  const [linked] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.googleId, identity.subject), isNull(users.deletedAt)));
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified)
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.googleUnverified);

  const existing = await findLiveUserByEmail(ctx.db, identity.email);
  if (existing) {
    if (existing.googleId) throw new AppError('CONFLICT', AUTH_MESSAGES.googleFailed);
    // An address nobody proved owning could be an attacker's pre-registration: the Google owner
    // takes the account over clean, without the unproven password or its sessions.
    const unproven = existing.emailVerifiedAt === null;
    if (unproven) await endUserSessions(ctx.db, existing.id);
    const [updated] = await ctx.db
      .update(users)
      .set({
        googleId: identity.subject,
        ...(unproven ? { emailVerifiedAt: now, passwordHash: null } : {}),
        firstName: existing.firstName ?? identity.givenName,
        lastName: existing.lastName ?? identity.familyName,
      })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
  }

  const [created] = await ctx.db
    .insert(users)
    .values({
      email: identity.email,
      googleId: identity.subject,
      emailVerifiedAt: now,
      role: 'Customer',
      firstName: identity.givenName,
      lastName: identity.familyName,
    })
    .returning();
  return created!;
}

export async function signInWithGoogle(ctx: Context, identity: OidcIdentity): Promise<SignedIn> {
  return signIn(ctx, await accountForGoogle(ctx, identity), { viaGoogle: true });
}
