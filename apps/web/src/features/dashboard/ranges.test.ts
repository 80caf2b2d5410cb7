import { describe, expect, it } from 'vitest';
import { csvDollars, matchingQuickRange, quickRange, toCsv } from './ranges';

describe('the dashboard range (docs/decisions/0090-owner-dashboard.md)', () => {
  // 1 March 2026, 00:30 in New York (05:30 UTC): still 28 February in no zone but New York's.
  const earlyMarch = new Date('2026-03-01T05:30:00Z');
  // 28 February 2026, 23:30 in New York (1 March, 04:30 UTC).
  const lateFebruary = new Date('2026-03-01T04:30:00Z');

  it('works out the quick choices in New York days', () => {
    expect(quickRange('today', earlyMarch)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(quickRange('today', lateFebruary)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(quickRange('yesterday', earlyMarch)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(quickRange('last7', earlyMarch)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(quickRange('thisMonth', lateFebruary)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickRange('lastMonth', earlyMarch)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(quickRange('lastMonth', new Date('2026-01-15T17:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('names the quick choice a range is', () => {
    expect(matchingQuickRange({ from: '2026-02-23', to: '2026-03-01' }, earlyMarch)).toBe('last7');
    expect(matchingQuickRange({ from: '2026-02-22', to: '2026-03-01' }, earlyMarch)).toBeNull();
  });

  it('writes CSV with quoted cells and dollars from cents', () => {
    expect(
      toCsv(
        ['Store', 'Net'],
        [
          ['Soho, NY', csvDollars(123_456)],
          ['Say "hi"', csvDollars(-5)],
        ],
      ),
    ).toBe('Store,Net\r\n"Soho, NY",1234.56\r\n"Say ""hi""",-0.05\r\n');
    expect(csvDollars(0)).toBe('0.00');
  });
});
