import { type Db, locations, users } from '@laundry/db';
import { enqueueEmail } from '@laundry/integrations';
import { STAFF_PEOPLE_MESSAGES, STAFF_ROLE_LABELS, type StaffRole } from '@laundry/validators/staffUsers';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Context, SessionUser } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/recordAudit';
import { escapeHtml, issueWelcomeLink } from './customerWelcome';
import { auditedStaffUser, passwordStateOf, STAFF_ROLE_VALUES } from './staffUsers';

export interface InvitedStaffMember {
  id: string;
  email: string;
  firstName: string | null;
  role: StaffRole;
}

/**
 * The e-mail that invites a new staff member to choose their own password (docs/rules/roles.md, Users;
 * docs/decisions/0075-staff-invitations.md): the link of a customer added by staff (./customerWelcome.ts), to the
 * welcome page, single use, stored hashed, 24 hours; it replaces any link still open. Until it is used the account has no password and no
 * log-in starts a session. Written in the transaction that adds the member.
 */
export async function sendStaffInvitation(
  tx: Db,
  member: InvitedStaffMember,
  invitedBy: { name: string | null; storeName: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const link = await issueWelcomeLink(tx, member.id, publicUrl, now);
  const greeting = member.firstName ? `Hello ${member.firstName},` : 'Hello,';
  const who = invitedBy.name ?? 'A Super Admin';
  const role = member.role === 'Admin' ? 'an Admin' : `a ${STAFF_ROLE_LABELS[member.role]}`;
  const intro = `${who} added you to FreshPress as ${role} at ${invitedBy.storeName}.`;
  const action = 'Choose your password here, then log in with this e-mail address:';
  const outro =
    'The link works once and expires in 24 hours. After that, use "Forgot your password?" on the log-in page.';
  await enqueueEmail(tx, {
    to: member.email,
    subject: 'Your FreshPress staff account',
    text: `${greeting}\n\n${intro}\n${action}\n\n${link}\n\n${outro}\n\nFreshPress`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}<br>${escapeHtml(action)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>FreshPress</p>`,
  });
}

/** The Super Admin's name as the invitation gives it, or null for someone without one. */
export const inviterName = (actor: SessionUser) =>
  [actor.firstName, actor.lastName].filter(Boolean).join(' ') || null;

/**
 * "Send a new invitation" on the user's detail view (docs/rules/roles.md, Users; docs/decisions/0075-staff-invitations.md,
 * Amended 2026-11-29): while the member has not chosen a password, the Super Admin e-mails them a fresh link; the
 * links sent before stop working. A member with a password of their own, or a temporary one, is refused. The audit
 * trail records it, in the same transaction as the link and its e-mail.
 */
export async function resendStaffInvitation(
  ctx: Context,
  actor: SessionUser,
  input: { id: string },
): Promise<{ email: string }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.id), inArray(users.role, STAFF_ROLE_VALUES), isNull(users.deletedAt)))
      .for('update');
    if (!member) throw new AppError('NOT_FOUND', STAFF_PEOPLE_MESSAGES.getUserFailed);
    const state = passwordStateOf(member);
    if (state === 'own') throw new AppError('CONFLICT', STAFF_PEOPLE_MESSAGES.invitationNotNeeded);
    if (state === 'temporary') throw new AppError('CONFLICT', STAFF_PEOPLE_MESSAGES.invitationTemporary);
    const [store] = member.locationId
      ? await tx.select({ name: locations.name }).from(locations).where(eq(locations.id, member.locationId))
      : [];
    await sendStaffInvitation(
      tx,
      { id: member.id, email: member.email, firstName: member.firstName, role: member.role as StaffRole },
      { name: inviterName(actor), storeName: store?.name ?? 'FreshPress' },
      ctx.auth.publicUrl,
      now,
    );
    await recordAudit(tx, actor, {
      kind: 'user',
      action: 'invitation',
      entityId: member.id,
      summary: `user ${member.email}: new invitation e-mailed`,
      before: auditedStaffUser(member),
      after: auditedStaffUser(member),
    });
    return { email: member.email };
  });
}
