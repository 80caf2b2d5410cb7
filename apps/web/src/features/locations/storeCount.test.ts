import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locationsLabel } from './storeCount';

describe('the number of stores', () => {
  it('is said from the count', () => {
    expect(locationsLabel(28)).toBe('28 locations');
    expect(locationsLabel(1)).toBe('1 location');
  });

  it("is not written into the page shell's description, which cannot follow the data", () => {
    const shell = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(shell)?.[1];
    expect(description).toContain('FreshPress picks up and delivers');
    expect(description).not.toMatch(/\d+\s+(locations|stores)/);
  });
});
