import type { Db } from '@laundry/db';
import { enqueueEmail } from '@laundry/integrations/email/outbox';
import { wordsFor } from '../notifications/words';

/** The product's name in account e-mails. */
const SENDER = 'FreshPress';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkEmail(to: string, subject: string, intro: string, link: string, outro: string) {
  const text = `${intro}\n\n${link}\n\n${outro}\n\n${SENDER}`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(outro)}</p><p>${SENDER}</p>`;
  return { to, subject, text, html };
}

/**
 * Account e-mails go through the outbox (packages/integrations), in the caller's transaction, so a
 * mail server that is down delays them and loses nothing. The text carries the full link, which is
 * what the log mailer prints when no SMTP_URL is set.
 */
export function enqueueVerificationEmail(
  db: Db,
  to: string,
  publicUrl: string,
  token: string,
  language?: string | null,
) {
  const t = wordsFor(language);
  const link = `${publicUrl}/verify/${token}`;
  return enqueueEmail(
    db,
    linkEmail(to, t('account.verify.subject'), t('account.verify.intro'), link, t('account.verify.outro')),
  );
}

/** In the reader's language (docs/rules/languages.md, Notifications): the account's, else the page's that asked. */
export function enqueuePasswordResetEmail(
  db: Db,
  to: string,
  publicUrl: string,
  token: string,
  language?: string | null,
) {
  const t = wordsFor(language);
  const link = `${publicUrl}/reset-password/${token}`;
  return enqueueEmail(
    db,
    linkEmail(to, t('account.reset.subject'), t('account.reset.intro'), link, t('account.reset.outro')),
  );
}

/**
 * To the old address after an e-mail change, with the link that undoes it (docs/decisions/0049-auth-account-changes.md).
 * Neither address is a secret to its owner; the new one is named so the owner knows where the account went.
 */
export function enqueueEmailChangedEmail(
  db: Db,
  change: { oldEmail: string; newEmail: string },
  publicUrl: string,
  token: string,
) {
  const link = `${publicUrl}/undo-email-change/${token}`;
  return enqueueEmail(
    db,
    linkEmail(
      change.oldEmail,
      'Your email address was changed',
      `The email address of your ${SENDER} account was changed from ${change.oldEmail} to ${change.newEmail}. ` +
        'If you made this change, you need do nothing. If you did not, open this link to change it back and sign out everywhere:',
      link,
      'The link works once and expires in 7 days.',
    ),
  );
}

/**
 * To an address that already has an account, when someone tries to sign up with it
 * (docs/decisions/0050-auth-signup-existing-email.md): the owner learns how to get in; nothing changed.
 */
export function enqueueSignupExistingEmail(db: Db, to: string, publicUrl: string) {
  const intro =
    `Someone tried to create a ${SENDER} account with this email address, which already has one. ` +
    'If it was you, log in here:';
  const outro =
    `Forgot your password? Choose a new one at ${publicUrl}/forgot-password. ` +
    'If it was not you, you need do nothing: your account has not changed.';
  return enqueueEmail(db, linkEmail(to, 'You already have an account', intro, `${publicUrl}/login`, outro));
}

/**
 * The one-time code that proves a guest's mailbox (docs/decisions/0068-guest-mailbox-proof.md). It carries no
 * link: the code is typed into the page that asked for it.
 */
export function enqueueGuestCodeEmail(db: Db, to: string, code: string, language?: string | null) {
  const t = wordsFor(language);
  const intro = t('account.guestCode.intro');
  const outro = t('account.guestCode.outro');
  return enqueueEmail(db, {
    to,
    subject: t('account.guestCode.subject', { code }),
    text: `${intro}\n\n${code}\n\n${outro}\n\n${SENDER}`,
    html: `<p>${escapeHtml(intro)}</p><p style="font-size:1.5em;letter-spacing:0.2em"><strong>${code}</strong></p><p>${escapeHtml(outro)}</p><p>${SENDER}</p>`,
  });
}
