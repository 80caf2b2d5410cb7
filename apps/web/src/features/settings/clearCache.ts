const browserCaches = (): CacheStorage | null => ('caches' in globalThis ? globalThis.caches : null);

/**
 * Clear Cache (docs/rules/settings.md, The screen): deletes every Cache Storage entry of this site in this browser. Where the
 * browser has no Cache Storage (an insecure origin), there is nothing to delete.
 */
export async function clearBrowserCaches(storage: CacheStorage | null = browserCaches()): Promise<number> {
  if (!storage) return 0;
  const keys = await storage.keys();
  await Promise.all(keys.map((key) => storage.delete(key)));
  return keys.length;
}
