import type { EmailMessage } from '@laundry/integrations';
import { type Words, wordsFor } from '../notifications/words';

/**
 * The e-mails and texts of recurring pick-ups (docs/rules/messages.md, Recurring pick-ups; worded in
 * docs/decisions/0094-recurring-series.md and 0095-recurring-skip-link-and-texts.md). Pure: tested against their
 * literal texts in messages.test.ts.
 */
const SENDER = 'FreshPress';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function email(
  t: Words,
  to: string,
  subject: string,
  firstName: string,
  paragraphs: string[],
  links: { label: string; url: string }[],
): EmailMessage {
  const greeting = t('greeting', { name: firstName });
  const text = [greeting, ...paragraphs, ...links.map((link) => `${link.label}: ${link.url}`), SENDER].join(
    '\n\n',
  );
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`),
    `<p>${SENDER}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

/** 'every week', 'every 2 weeks' (or the customer's language's). */
export const everyLabel = (everyWeeks: number, language?: string | null) =>
  wordsFor(language)('recurring.every', { weeks: everyWeeks });

export interface SeriesNotice {
  to: string;
  firstName: string;
  everyWeeks: number;
  date: string;
  pickUpHour: number;
  skipUrl: string;
  accountUrl: string;
  /** The customer's language (docs/rules/languages.md, Notifications); English when not given. */
  language?: string | null;
}

const seriesLinks = (t: Words, n: SeriesNotice) => [
  { label: t('recurring.skip'), url: t.url(n.skipUrl) },
  { label: t('recurring.manage'), url: t.url(n.accountUrl) },
];

/** The series is set up: when the next pick-up is, and a link to skip it. */
export function seriesStartedEmail(n: SeriesNotice): EmailMessage {
  const t = wordsFor(n.language);
  return email(
    t,
    n.to,
    t('recurring.started.subject'),
    n.firstName,
    [
      t('recurring.started.body', {
        every: everyLabel(n.everyWeeks, n.language),
        when: `${t.day(n.date)}, ${t.window(n.pickUpHour)}`,
      }),
    ],
    seriesLinks(t, n),
  );
}

/** The job booked the next pick-up. */
export function nextBookedEmail(n: SeriesNotice & { orderNumber: number }): EmailMessage {
  const t = wordsFor(n.language);
  return email(
    t,
    n.to,
    t('recurring.booked.subject', { orderNumber: n.orderNumber }),
    n.firstName,
    [
      t('recurring.booked.body', {
        when: `${t.day(n.date)}, ${t.window(n.pickUpHour)}`,
        orderNumber: n.orderNumber,
      }),
      t('recurring.booked.notNeeded'),
    ],
    seriesLinks(t, n),
  );
}

/** The text of a booked pick-up, for a customer who chose texts. */
export const nextBookedText = (n: {
  date: string;
  pickUpHour: number;
  orderNumber: number;
  language?: string | null;
}) => {
  const t = wordsFor(n.language);
  return `${SENDER}: ${t('recurring.booked.text', {
    when: `${t.day(n.date, true)}, ${t.window(n.pickUpHour)}`,
    orderNumber: n.orderNumber,
  })}`;
};

/** The answer to a SKIP (or SALTAR) text, in the language of the word sent. */
export const skippedText = (date: string, language?: string | null) => {
  const t = wordsFor(language);
  return `${SENDER}: ${t('recurring.skipped.text', { when: t.day(date, true) })}`;
};
export const nothingToSkipText = (language?: string | null) =>
  `${SENDER}: ${wordsFor(language)('recurring.nothingToSkip.text')}`;

/** The saved card was declined: this date is not booked, the series goes on. */
export function declinedEmail(n: {
  to: string;
  firstName: string;
  date: string;
  cardUrl: string;
  language?: string | null;
}): EmailMessage {
  const t = wordsFor(n.language);
  return email(
    t,
    n.to,
    t('recurring.declined.subject'),
    n.firstName,
    [t('recurring.declined.body', { when: t.day(n.date) }), t('recurring.declined.update')],
    [{ label: t('recurring.declined.action'), url: t.url(n.cardUrl) }],
  );
}
