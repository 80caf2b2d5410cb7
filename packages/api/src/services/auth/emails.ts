import type { Db } from '@laundry/db';
import { enqueueEmail } from '@laundry/integrations';
import { customerLanguage } from '../notifications/language';
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
/** The words of the account e-mails that carry one link to follow. */
const LINK_EMAILS = {
  verify: ['account.verify.subject', 'account.verify.intro', 'account.verify.outro'],
  reset: ['account.reset.subject', 'account.reset.intro', 'account.reset.outro'],
} as const;

/** One of those e-mails, in the reader's language (docs/rules/languages.md, Notifications). */
function enqueueLinkEmail(
  db: Db,
  to: string,
  kind: keyof typeof LINK_EMAILS,
  link: string,
  language?: string | null,
) {
  const t = wordsFor(language);
  const [subject, intro, outro] = LINK_EMAILS[kind];
  return enqueueEmail(db, linkEmail(to, t(subject), t(intro), t.url(link), t(outro)));
}

export function enqueueVerificationEmail(
  db: Db,
  to: string,
  publicUrl: string,
  token: string,
  language?: string | null,
) {
  return enqueueLinkEmail(db, to, 'verify', `${publicUrl}/verify/${token}`, language);
}

/** The account's language, else the page's that asked. */
export function enqueuePasswordResetEmail(
  db: Db,
  to: string,
  publicUrl: string,
  token: string,
  language?: string | null,
) {
  return enqueueLinkEmail(db, to, 'reset', `${publicUrl}/reset-password/${token}`, language);
}

/**
 * To the old address after an e-mail change, with the link that undoes it (docs/decisions/0049-auth-account-changes.md).
 * Neither address is a secret to its owner; the new one is named so the owner knows where the account went.
 */
export async function enqueueEmailChangedEmail(
  db: Db,
  change: { userId: string; oldEmail: string; newEmail: string },
  publicUrl: string,
  token: string,
) {
  const t = wordsFor(await customerLanguage(db, change.userId));
  const link = t.url(`${publicUrl}/undo-email-change/${token}`);
  return enqueueEmail(
    db,
    linkEmail(
      change.oldEmail,
      t('account.emailChanged.subject'),
      t('account.emailChanged.intro', {
        sender: SENDER,
        oldEmail: change.oldEmail,
        newEmail: change.newEmail,
      }),
      link,
      t('account.emailChanged.outro'),
    ),
  );
}

/**
 * To an address that already has an account, when someone tries to sign up with it
 * (docs/decisions/0050-auth-signup-existing-email.md): the owner learns how to get in; nothing changed.
 */
export function enqueueSignupExistingEmail(db: Db, to: string, publicUrl: string, language?: string | null) {
  const t = wordsFor(language);
  const intro = t('account.signupExisting.intro', { sender: SENDER });
  const outro = t('account.signupExisting.outro', { link: t.url(`${publicUrl}/forgot-password`) });
  return enqueueEmail(
    db,
    linkEmail(to, t('account.signupExisting.subject'), intro, t.url(`${publicUrl}/login`), outro),
  );
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
