import { describe, expect, it } from 'vitest';
import {
  declinedEmail,
  everyLabel,
  nextBookedEmail,
  nextBookedText,
  nothingToSkipText,
  seriesStartedEmail,
  skippedText,
} from './messages';

/** The words of docs/decisions/0094-recurring-series.md and 0095-recurring-skip-link-and-texts.md, literally. */
const notice = {
  to: 'ana@example.test',
  firstName: 'Ana',
  everyWeeks: 2,
  date: '2026-12-10',
  pickUpHour: 12,
  skipUrl: 'http://laundry.test/app/recurring/s1/skip?token=t',
  accountUrl: 'http://laundry.test/app/account#recurring',
};

describe('recurring pick-up messages', () => {
  it('words the cadence', () => {
    expect([1, 2, 4].map((weeks) => everyLabel(weeks))).toEqual([
      'every week',
      'every 2 weeks',
      'every 4 weeks',
    ]);
  });

  it('tells the series is set up, with the skip link', () => {
    const mail = seriesStartedEmail(notice);
    expect(mail.subject).toBe('Your repeating pick-up is set up');
    expect(mail.text).toBe(
      [
        'Hi Ana,',
        'Your pick-up now repeats every 2 weeks. The next one is Thursday, December 10, 12-1pm; we book it ahead and hold your saved card for it.',
        'Skip this one: http://laundry.test/app/recurring/s1/skip?token=t',
        'Manage your repeating pick-ups: http://laundry.test/app/account#recurring',
        'FreshPress',
      ].join('\n\n'),
    );
  });

  it('tells a booked pick-up by e-mail and text', () => {
    const mail = nextBookedEmail({ ...notice, orderNumber: 10042 });
    expect(mail.subject).toBe('Your next pick-up is booked: order #10042');
    expect(mail.text).toContain(
      'We booked your repeating pick-up for Thursday, December 10, 12-1pm (order #10042) and put a hold on your saved card.',
    );
    expect(mail.html).toContain(
      '<a href="http://laundry.test/app/recurring/s1/skip?token=t">Skip this one</a>',
    );
    expect(nextBookedText({ date: '2026-12-10', pickUpHour: 12, orderNumber: 10042 })).toBe(
      'FreshPress: Your repeating pick-up Thu, Dec 10, 12-1pm is booked (order #10042). Reply SKIP to skip it, STOP to opt out.',
    );
  });

  it('tells a declined card and the SKIP answers', () => {
    const mail = declinedEmail({
      to: 'ana@example.test',
      firstName: 'Ana',
      date: '2026-12-10',
      cardUrl: 'http://laundry.test/app/account#payment',
    });
    expect(mail.subject).toBe('We could not book your repeating pick-up');
    expect(mail.text).toContain('Please update your card so the next one can be booked.');
    expect(skippedText('2026-12-10')).toBe('FreshPress: Your pick-up on Thu, Dec 10 is skipped.');
    expect(nothingToSkipText()).toBe('FreshPress: You have no repeating pick-up to skip.');
  });
});
