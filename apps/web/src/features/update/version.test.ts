import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion } from './version';

describe('compareVersions', () => {
  it.each([
    ['2.2.0', '2.2.0', 0],
    ['2.2.1', '2.2.0', 1],
    ['2.3.0', '2.2.9', 1],
    ['3.0.0', '2.99.99', 1],
    ['2.10.0', '2.9.0', 1],
    ['2.2.0', '2.10.0', -1],
    ['1.9.9', '2.2.0', -1],
    ['2.2', '2.2.0', 0],
    ['2.2.0.1', '2.2.0', 1],
    ['v2.3.0', '2.2.0', 1],
    [' 2.2.0 ', '2.2.0', 0],
    ['2.2.0-beta', '2.2.0', 0],
  ] as const)('compareVersions(%s, %s) is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});

describe('isNewerVersion', () => {
  it('is true only when the server runs a higher version than this page', () => {
    expect(isNewerVersion('2.2.1', '2.2.0')).toBe(true);
    expect(isNewerVersion('2.2.0', '2.2.0')).toBe(false);
    expect(isNewerVersion('2.1.9', '2.2.0')).toBe(false);
  });
});
