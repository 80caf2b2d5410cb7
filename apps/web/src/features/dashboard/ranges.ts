import { DateTime } from 'luxon';

/**
 * The dashboard's range (docs/decisions/0090-owner-dashboard.md): New York days, both ends included, at most 366,
 * with quick choices worked out from today in New York.
 */
export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export const QUICK_RANGE_LABELS: Record<QuickRange, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};

export interface DayRange {
  from: string;
  to: string;
}

const iso = (day: DateTime) => day.toISODate() ?? '';

/** The quick choice's days, for `now` read in New York. */
export function quickRange(choice: QuickRange, now: Date): DayRange {
  const today = DateTime.fromJSDate(now, { zone: 'America/New_York' }).startOf('day');
  switch (choice) {
    case 'today':
      return { from: iso(today), to: iso(today) };
    case 'yesterday': {
      const day = today.minus({ days: 1 });
      return { from: iso(day), to: iso(day) };
    }
    case 'last7':
      return { from: iso(today.minus({ days: 6 })), to: iso(today) };
    case 'thisMonth':
      return { from: iso(today.startOf('month')), to: iso(today) };
    case 'lastMonth': {
      const month = today.minus({ months: 1 });
      return { from: iso(month.startOf('month')), to: iso(month.endOf('month')) };
    }
  }
}

/** Which quick choice the range is, if any (shown pressed). */
export function matchingQuickRange(range: DayRange, now: Date): QuickRange | null {
  return (
    QUICK_RANGES.find((choice) => {
      const days = quickRange(choice, now);
      return days.from === range.from && days.to === range.to;
    }) ?? null
  );
}

/** One CSV line: a cell with a comma, a quote or a line break is quoted (RFC 4180). */
function csvLine(cells: ReadonlyArray<string | number>): string {
  return cells
    .map((cell) => {
      const text = String(cell);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',');
}

/** A chart's data as CSV: a header line, then one line a row; money as dollars with two decimals. */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  return `${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;
}

/** Cents as a plain dollar figure for a CSV cell (1234 -> '12.34'). */
export function csvDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
