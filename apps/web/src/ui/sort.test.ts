import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, type SortState } from './sort';

describe('nextSort', () => {
  const cases: Array<[string, SortState, string, SortState]> = [
    [
      'flips the active ascending column',
      { sortby: 'firstName', sortorder: 1 },
      'firstName',
      { sortby: 'firstName', sortorder: -1 },
    ],
    [
      'flips the active descending column',
      { sortby: 'firstName', sortorder: -1 },
      'firstName',
      { sortby: 'firstName', sortorder: 1 },
    ],
    [
      'selects another column descending first',
      { sortby: 'firstName', sortorder: 1 },
      'lastName',
      { sortby: 'lastName', sortorder: -1 },
    ],
    [
      'selects another column descending even from descending',
      { sortby: 'firstName', sortorder: -1 },
      'role',
      { sortby: 'role', sortorder: -1 },
    ],
  ];
  it.each(cases)('%s', (_name, current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected);
  });
});

describe('ariaSort', () => {
  it('describes only the active column', () => {
    expect(ariaSort({ sortby: 'address', sortorder: 1 }, 'address')).toBe('ascending');
    expect(ariaSort({ sortby: 'address', sortorder: -1 }, 'address')).toBe('descending');
    expect(ariaSort({ sortby: 'address', sortorder: 1 }, 'phone')).toBeUndefined();
  });
});
