import { createOneTimeToken } from '@laundry/auth';
import { type Db, passwordResetTokens } from '@laundry/db';
import { enqueueEmail } from '@laundry/integrations';
import { and, eq, isNull } from 'drizzle-orm';

/**
 * A customer added by staff has no password; the e-mail's link opens the welcome page (/welcome/{token}), where
 * they choose one (it also proves the address, so the account becomes verified). The link is a
 * password-reset token, single use and stored hashed, but it lasts 24 hours like a verification link
 * rather than a reset's 1 hour: it arrives unannounced (docs/decisions/0038-staff-customers.md). A staff
 * member invited by a Super Admin gets the same link (./staffInvitation.ts, docs/decisions/0075-staff-invitations.md).
 * Links e-mailed before the welcome page, to /reset-password/{token}, keep working there.
 */
const WELCOME_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A link to choose a password for an account made by someone else: a password-reset token of the account,
 * stored hashed, single use, WELCOME_LINK_LIFETIME_MS long, to the welcome page. It replaces every link of the
 * account still open (a new invitation: docs/decisions/0075-staff-invitations.md, Amended 2026-11-29), so only the
 * newest e-mail works. Written in the caller's transaction.
 */
export async function issueWelcomeLink(
  tx: Db,
  userId: string,
  publicUrl: string,
  now: Date,
): Promise<string> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  const issued = createOneTimeToken('resetPassword', now);
  await tx.insert(passwordResetTokens).values({
    id: issued.id,
    tokenHash: issued.tokenHash,
    userId,
    expiresAt: new Date(now.getTime() + WELCOME_LINK_LIFETIME_MS),
  });
  return `${publicUrl}/welcome/${issued.token}`;
}

export async function sendCustomerWelcome(
  tx: Db,
  customer: { id: string; email: string; firstName: string | null },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const link = await issueWelcomeLink(tx, customer.id, publicUrl, now);
  const greeting = customer.firstName ? `Hello ${customer.firstName},` : 'Hello,';
  const intro = 'An account was created for you so you can schedule pickups and see your orders online.';
  const action = 'Choose your password here:';
  const outro =
    'The link works once and expires in 24 hours. After that, use "Forgot your password?" on the log-in page.';
  await enqueueEmail(tx, {
    to: customer.email,
    subject: 'Your FreshPress account',
    text: `${greeting}\n\n${intro}\n${action}\n\n${link}\n\n${outro}\n\nFreshPress`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}<br>${escapeHtml(action)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>FreshPress</p>`,
  });
}
