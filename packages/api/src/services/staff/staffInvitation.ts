import type { Db } from '@laundry/db';
import { enqueueEmail } from '@laundry/integrations/email/outbox';
import { STAFF_ROLE_LABELS, type StaffRole } from '@laundry/validators/staffUsers';
import { escapeHtml, issueWelcomeLink } from './customerWelcome';

export interface InvitedStaffMember {
  id: string;
  email: string;
  firstName: string | null;
  role: StaffRole;
}

/**
 * The e-mail that invites a new staff member to choose their own password (docs/rules/roles.md, Users;
 * docs/decisions/0075-staff-invitations.md): the link of a customer added by staff (./customerWelcome.ts), to the
 * reset-password page, single use, stored hashed, 24 hours. Until it is used the account has no password and no
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
