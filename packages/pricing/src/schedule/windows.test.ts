import { describe, expect, it } from 'vitest';
import { TIME_WINDOW_OPTIONS, timeWindowLabel, timeWindowText, windowHours } from './windows';

describe('time windows: whole hours 7..21 (docs/rules/scheduling.md, Time windows)', () => {
  it.each([
    [7, '7-8am'],
    [10, '10-11am'],
    [11, '11-12pm'],
    [12, '12-1pm'],
    [17, '5-6pm'],
    [21, '9-10pm'],
  ])('%d -> %s', (hour, label) => expect(timeWindowLabel(hour)).toBe(label));

  it('offers 7-8am to 9-10pm in settings', () => {
    expect(TIME_WINDOW_OPTIONS).toHaveLength(15);
    expect(TIME_WINDOW_OPTIONS[0]).toEqual({ value: 7, label: '7-8am' });
    expect(TIME_WINDOW_OPTIONS.at(-1)).toEqual({ value: 21, label: '9-10pm' });
  });

  it('keeps bounds within 7..21', () => {
    expect(windowHours(5, 9)).toEqual([7, 8, 9]);
    expect(windowHours(20, 24)).toEqual([20, 21]);
    expect(windowHours(12, 11)).toEqual([]);
  });
});

describe('timeWindowText (docs/rules/languages.md, Formatting)', () => {
  it('is the rule’s own label in English and Intl’s hour range in Spanish, with plain spaces', () => {
    expect(timeWindowText(11, 'en')).toBe('11-12pm');
    expect(timeWindowText(7, 'es')).toBe('7–8 a.m.');
    expect(timeWindowText(12, 'es')).toBe('12–1 p.m.');
    expect(timeWindowText(11, 'es')).toBe('11 a.m. – 12 p.m.');
  });
});
