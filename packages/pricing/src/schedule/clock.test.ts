import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { epochMs, inNewYork, NEW_YORK, newYorkInstant, newYorkToday, newYorkWallClock } from './clock';

const ny = (iso: string) => DateTime.fromISO(iso, { zone: NEW_YORK });

describe('New York clock (America/New_York through luxon)', () => {
  it.each([
    // March change: 2025-03-09 02:00 EST -> 03:00 EDT; November: 2025-11-02 02:00 EDT -> 01:00 EST.
    ['2025-03-09T06:59:00Z', '2025-03-09', 1 * 60 + 59],
    ['2025-03-09T07:00:00Z', '2025-03-09', 3 * 60],
    ['2025-03-10T03:59:00Z', '2025-03-09', 23 * 60 + 59],
    ['2025-03-10T04:00:00Z', '2025-03-10', 0],
    ['2025-11-02T05:59:00Z', '2025-11-02', 1 * 60 + 59],
    ['2025-11-02T06:00:00Z', '2025-11-02', 1 * 60],
    ['2025-11-03T04:59:00Z', '2025-11-02', 23 * 60 + 59],
    ['2025-11-03T05:00:00Z', '2025-11-03', 0],
  ])('%s is %s at minute %d', (instant, date, minutes) => {
    const wall = newYorkWallClock(DateTime.fromISO(instant));
    expect(wall).toMatchObject({ date, minutes });
    expect(newYorkToday(Date.parse(instant))).toBe(date);
  });

  it.each([
    ['2025-03-09', 7, '2025-03-09T11:00:00.000Z'],
    ['2025-03-08', 7, '2025-03-08T12:00:00.000Z'],
    ['2025-11-02', 7, '2025-11-02T12:00:00.000Z'],
    ['2025-11-01', 21, '2025-11-02T01:00:00.000Z'],
    ['2025-03-09', 2, '2025-03-09T07:00:00.000Z'], // inside the skipped hour: moved forward, as luxon does
  ])('window %s %d:00 starts at %s', (date, hour, instant) => {
    expect(new Date(newYorkInstant(date, hour)).toISOString()).toBe(instant);
    expect(newYorkInstant(date, hour)).toBe(ny(`${date}T${String(hour).padStart(2, '0')}:00`).toMillis());
  });

  it('resolves the repeated November hour to its first occurrence (no window is ever there)', () => {
    expect(new Date(newYorkInstant('2025-11-02', 1)).toISOString()).toBe('2025-11-02T05:00:00.000Z');
  });

  it('agrees with luxon on any instant and any window', () => {
    const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instant, fc.integer({ min: 3, max: 23 }), (ms, hour) => {
        const luxon = DateTime.fromMillis(ms, { zone: NEW_YORK });
        const wall = newYorkWallClock(ms);
        expect(wall.date).toBe(luxon.toISODate());
        expect(wall.minutes).toBe(luxon.hour * 60 + luxon.minute);
        const start = luxon.set({ hour, minute: 0, second: 0, millisecond: 0 });
        expect(newYorkInstant(wall.date, hour)).toBe(start.toMillis());
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts a DateTime or epoch ms', () => {
    const at = DateTime.fromISO('2025-03-10T15:00:00Z');
    expect(epochMs(at)).toBe(epochMs(at.toMillis()));
    expect(inNewYork(at.toMillis()).toISO()).toBe('2025-03-10T11:00:00.000-04:00');
  });
});
