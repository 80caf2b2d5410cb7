import { SERVICE_LABELS } from '@laundry/domain/services';
import { timeWindowLabel } from '@laundry/pricing/schedule/windows';

/** How a series' cadence reads (docs/decisions/0094-recurring-series.md). */
export const everyLabel = (everyWeeks: number) =>
  everyWeeks === 1 ? 'Every week' : `Every ${everyWeeks} weeks`;

/** ISO weekdays the chain picks up on (Sundays never: docs/rules/scheduling.md). */
export const WEEKDAYS = [
  { value: '1', label: 'Monday' },
  { value: '2', label: 'Tuesday' },
  { value: '3', label: 'Wednesday' },
  { value: '4', label: 'Thursday' },
  { value: '5', label: 'Friday' },
  { value: '6', label: 'Saturday' },
] as const;

export const weekdayLabel = (weekday: number) =>
  WEEKDAYS.find((d) => d.value === String(weekday))?.label ?? '';

export const REPEAT_OPTIONS = [
  { value: '1', label: 'Every week' },
  { value: '2', label: 'Every 2 weeks' },
  { value: '4', label: 'Every 4 weeks' },
] as const;

export const windowLabel = timeWindowLabel;

export const serviceLabel = (key: string) => (SERVICE_LABELS as Record<string, string>)[key] ?? key;

/** 'Thursday, December 10' for a New York date. */
export function dateLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
