import { randomInt } from 'node:crypto';
import { hashSecretHex, secretMatchesHash } from '@laundry/auth';
import { sessions } from '@laundry/db';
import { ACCOUNT_LINK_MESSAGES, type GuestCodeInput } from '@laundry/validators/accountLinks';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor, Context } from '../../context';
import { AppError } from '../../errors';
import { enqueueGuestCodeEmail } from './emails';

/** docs/decisions/0068-guest-mailbox-proof.md: a code lives 15 minutes and takes 5 wrong tries. */
export const GUEST_CODE_TTL_MS = 15 * 60_000;
export const GUEST_CODE_MAX_ATTEMPTS = 5;

/** The code is hashed with the session it was sent to, so it proves nothing in another browser. */
const codeHash = (sessionId: string, code: string) => hashSecretHex(`${sessionId}:${code}`);

type BoundGuest = Extract<Actor, { kind: 'guest' }> & { email: string };

function boundGuest(actor: Actor): BoundGuest {
  if (actor.kind === 'user') throw new AppError('CONFLICT', 'You are already logged in.');
  if (actor.kind !== 'guest' || actor.email === null) {
    throw new AppError('UNAUTHENTICATED', ACCOUNT_LINK_MESSAGES.guestCodeNeedsEmail);
  }
  return actor as BoundGuest;
}

/**
 * Sends a fresh six-digit code to the address this guest session is bound to; an earlier code stops working.
 * Throttled like the verification resend, so it cannot flood a mailbox.
 */
export async function sendGuestCode(ctx: Context): Promise<{ email: string; message: string }> {
  const guest = boundGuest(ctx.actor);
  await ctx.auth.throttle('guestCode', guest.email);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({
        guestCodeHash: codeHash(guest.sessionId, code),
        guestCodeExpiresAt: new Date(now.getTime() + GUEST_CODE_TTL_MS),
        guestCodeAttempts: 0,
      })
      .where(and(eq(sessions.id, guest.sessionId), isNull(sessions.userId)));
    await enqueueGuestCodeEmail(tx, guest.email, code, ctx.locale);
  });
  return { email: guest.email, message: ACCOUNT_LINK_MESSAGES.guestCodeSent(guest.email) };
}

/**
 * Checks a code against the one sent to this session. The right one proves the mailbox of the session's address
 * (`sessions.guest_email_proven_at`, as the order's signed link does) and is spent; a wrong one counts, and the
 * fifth wrong one spends the code.
 */
export async function confirmGuestCode(ctx: Context, input: GuestCodeInput): Promise<{ emailProven: true }> {
  const guest = boundGuest(ctx.actor);
  const now = ctx.now();
  const proven = await ctx.db.transaction(async (tx) => {
    // The row is locked so that two tries at once count as two.
    const [session] = await tx
      .select({
        hash: sessions.guestCodeHash,
        expiresAt: sessions.guestCodeExpiresAt,
        attempts: sessions.guestCodeAttempts,
        email: sessions.guestEmail,
      })
      .from(sessions)
      .where(eq(sessions.id, guest.sessionId))
      .for('update');
    if (
      !session?.hash ||
      !session.expiresAt ||
      session.expiresAt <= now ||
      session.attempts >= GUEST_CODE_MAX_ATTEMPTS ||
      session.email !== guest.email
    ) {
      return false;
    }
    if (!secretMatchesHash(`${guest.sessionId}:${input.code}`, session.hash)) {
      await tx
        .update(sessions)
        .set({ guestCodeAttempts: sql`${sessions.guestCodeAttempts} + 1` })
        .where(eq(sessions.id, guest.sessionId));
      return false;
    }
    await tx
      .update(sessions)
      .set({ guestEmailProvenAt: now, guestCodeHash: null, guestCodeExpiresAt: null, guestCodeAttempts: 0 })
      .where(eq(sessions.id, guest.sessionId));
    return true;
  });
  if (!proven) throw new AppError('BAD_INPUT', ACCOUNT_LINK_MESSAGES.guestCodeInvalid);
  return { emailProven: true };
}

/**
 * A guest changes an order (cancel, reschedule, reauthorize) or makes an account from it only with a proven
 * mailbox (docs/decisions/0068-guest-mailbox-proof.md). Customers and staff pass: their session is the proof.
 */
export function requireGuestProof(actor: Actor): void {
  if (actor.kind === 'guest' && !actor.emailProven) {
    throw new AppError('FORBIDDEN', ACCOUNT_LINK_MESSAGES.guestProofNeeded(actor.email ?? 'your e-mail'));
  }
}
