import { intlLocale } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/messageIds';
import { formatTimeWindow } from '../../lib/dates';
import { serviceName } from '../orders/orderLabels';
import { tr } from '../orders/translate';

/** How a series' cadence reads (docs/decisions/0094-recurring-series.md), in the page's language. */
export const everyLabel = (everyWeeks: number) =>
  everyWeeks === 1
    ? tr('account.recurring.everyWeek')
    : tr('account.recurring.everyWeeks', { count: everyWeeks });

/** ISO weekdays the chain picks up on (Sundays never: docs/rules/scheduling.md). */
const WEEKDAY_MESSAGES: readonly { value: string; label: MessageId; on: MessageId }[] = [
  { value: '1', label: 'account.recurring.day.1', on: 'account.recurring.on.1' },
  { value: '2', label: 'account.recurring.day.2', on: 'account.recurring.on.2' },
  { value: '3', label: 'account.recurring.day.3', on: 'account.recurring.on.3' },
  { value: '4', label: 'account.recurring.day.4', on: 'account.recurring.on.4' },
  { value: '5', label: 'account.recurring.day.5', on: 'account.recurring.on.5' },
  { value: '6', label: 'account.recurring.day.6', on: 'account.recurring.on.6' },
];

/** The weekdays as a select's choices: 'Monday' ... 'Saturday'. */
export const weekdayOptions = () => WEEKDAY_MESSAGES.map(({ value, label }) => ({ value, label: tr(label) }));

/** 'on Monday', as a series' heading says it. */
export const onWeekdayLabel = (weekday: number) => {
  const day = WEEKDAY_MESSAGES.find((d) => d.value === String(weekday));
  return day ? tr(day.on) : '';
};

/** How often a series may repeat, as a select's choices. */
export const repeatOptions = () => [
  { value: '1', label: tr('account.recurring.everyWeek') },
  { value: '2', label: tr('account.recurring.everyWeeks', { count: 2 }) },
  { value: '4', label: tr('account.recurring.everyWeeks', { count: 4 }) },
];

/** A pick-up window: '9-10am' (lib/dates.ts, in the page's language). */
export const windowLabel = formatTimeWindow;

export const serviceLabel = (key: string) => serviceName(key);

/** 'Thursday, December 10' for a New York date, as a reader of the page's language writes it. */
export function dateLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString(intlLocale(), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
