import { describe, expect, it } from 'vitest';
import { clearBrowserCaches } from './clearCache';

class FakeCaches {
  names = new Set(['app-shell', 'images']);
  async keys() {
    return [...this.names];
  }
  async delete(name: string) {
    return this.names.delete(name);
  }
}

describe('clearBrowserCaches', () => {
  it('deletes every cache of the site', async () => {
    const storage = new FakeCaches();
    expect(await clearBrowserCaches(storage as unknown as CacheStorage)).toBe(2);
    expect(storage.names.size).toBe(0);
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    expect(await clearBrowserCaches(null)).toBe(0);
  });
});
