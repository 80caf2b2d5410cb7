import { describe, expect, it } from 'vitest';
import { numberSlices } from './narrowFilter';

describe('numberSlices: an int[] text read a batch at a time (the export by numbers)', () => {
  it('reads the first slice of `first` numbers, then slices of `size`', () => {
    expect([...numberSlices('{10001,10002,10003,10004,10005}', 2, 2)]).toEqual([
      [10001, 10002],
      [10003, 10004],
      [10005],
    ]);
    expect([...numberSlices('{7,8,9}', 1, 5)]).toEqual([[7], [8, 9]]);
    expect([...numberSlices('{7,8,9}', 100, 2000)]).toEqual([[7, 8, 9]]);
  });

  it('reads one number, and nothing from an empty array', () => {
    expect([...numberSlices('{42}', 100, 2000)]).toEqual([[42]]);
    expect([...numberSlices('{}', 100, 2000)]).toEqual([]);
  });
});
