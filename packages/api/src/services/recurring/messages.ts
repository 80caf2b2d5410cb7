import type { EmailMessage } from '@laundry/integrations/email/mailer';
import { timeWindowLabel } from '@laundry/pricing';
import { DateTime } from 'luxon';

/**
 * The e-mails and texts of recurring pick-ups (docs/rules/messages.md, Recurring pick-ups; worded in
 * docs/decisions/0094-recurring-series.md and 0095-recurring-skip-link-and-texts.md). Pure: tested against their
 * literal texts in messages.test.ts.
 */
const SENDER = 'FreshPress';

const longDay = (isoDate: string) =>
  DateTime.fromISO(isoDate, { zone: 'America/New_York' }).toFormat('cccc, LLLL d');
const shortDay = (isoDate: string) =>
  DateTime.fromISO(isoDate, { zone: 'America/New_York' }).toFormat('ccc, LLL d');

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function email(
  to: string,
  subject: string,
  firstName: string,
  paragraphs: string[],
  links: { label: string; url: string }[],
): EmailMessage {
  const text = [
    `Hi ${firstName},`,
    ...paragraphs,
    ...links.map((link) => `${link.label}: ${link.url}`),
    SENDER,
  ].join('\n\n');
  const html = [
    `<p>Hi ${escapeHtml(firstName)},</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`),
    `<p>${SENDER}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export const everyLabel = (everyWeeks: number) =>
  everyWeeks === 1 ? 'every week' : `every ${everyWeeks} weeks`;

export interface SeriesNotice {
  to: string;
  firstName: string;
  everyWeeks: number;
  date: string;
  pickUpHour: number;
  skipUrl: string;
  accountUrl: string;
}

/** The series is set up: when the next pick-up is, and a link to skip it. */
export function seriesStartedEmail(n: SeriesNotice): EmailMessage {
  return email(
    n.to,
    'Your repeating pick-up is set up',
    n.firstName,
    [
      `Your pick-up now repeats ${everyLabel(n.everyWeeks)}. The next one is ${longDay(n.date)}, ${timeWindowLabel(n.pickUpHour)}; we book it ahead and hold your saved card for it.`,
    ],
    [
      { label: 'Skip this one', url: n.skipUrl },
      { label: 'Manage your repeating pick-ups', url: n.accountUrl },
    ],
  );
}

/** The job booked the next pick-up. */
export function nextBookedEmail(n: SeriesNotice & { orderNumber: number }): EmailMessage {
  return email(
    n.to,
    `Your next pick-up is booked: order #${n.orderNumber}`,
    n.firstName,
    [
      `We booked your repeating pick-up for ${longDay(n.date)}, ${timeWindowLabel(n.pickUpHour)} (order #${n.orderNumber}) and put a hold on your saved card.`,
      'Not needed this time? Skip it and the hold is released.',
    ],
    [
      { label: 'Skip this one', url: n.skipUrl },
      { label: 'Manage your repeating pick-ups', url: n.accountUrl },
    ],
  );
}

/** The text of a booked pick-up, for a customer who chose texts. */
export const nextBookedText = (n: { date: string; pickUpHour: number; orderNumber: number }) =>
  `${SENDER}: Your repeating pick-up ${shortDay(n.date)}, ${timeWindowLabel(n.pickUpHour)} is booked (order #${n.orderNumber}). Reply SKIP to skip it, STOP to opt out.`;

/** The answer to a SKIP text. */
export const skippedText = (date: string) => `${SENDER}: Your pick-up on ${shortDay(date)} is skipped.`;
export const nothingToSkipText = `${SENDER}: You have no repeating pick-up to skip.`;

/** The saved card was declined: this date is not booked, the series goes on. */
export function declinedEmail(n: {
  to: string;
  firstName: string;
  date: string;
  cardUrl: string;
}): EmailMessage {
  return email(
    n.to,
    'We could not book your repeating pick-up',
    n.firstName,
    [
      `Your saved card was declined, so your pick-up on ${longDay(n.date)} is not booked. Your repeating pick-up goes on with the next date.`,
      'Please update your card so the next one can be booked.',
    ],
    [{ label: 'Update your card', url: n.cardUrl }],
  );
}
