import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesce';

describe('coalesced reads', () => {
  it('shares one read among callers that overlap, and reads again afterwards', async () => {
    let reads = 0;
    const owner = {};
    const read = coalesced(async (_owner: object, region: string) => {
      reads += 1;
      const read = reads;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return `${region}-${read}`;
    });
    const together = await Promise.all([read(owner, 'ny'), read(owner, 'ny'), read(owner, 'fl')]);
    expect(together).toEqual(['ny-1', 'ny-1', 'fl-2']);
    expect(await read(owner, 'ny')).toBe('ny-3');
  });

  it('lets a failed read fail every caller that shared it, and forgets it', async () => {
    let calls = 0;
    const read = coalesced(async (_owner: object, _key: string) => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'up';
    });
    const owner = {};
    await expect(Promise.all([read(owner, 'k'), read(owner, 'k')])).rejects.toThrow('down');
    expect(await read(owner, 'k')).toBe('up');
  });
});
