import { useCallback, useEffect, useState } from 'react';
import { isNewerVersion } from './version';

/** docs/rules/public-site.md, Update check: the version file is polled every 5 minutes. */
const UPDATE_CHECK_INTERVAL_MS = 300_000;
const VERSION_FILE = '/meta.json';

/** Fetches the version the server runs, or null when the check fails (only logged: docs/rules/public-site.md, Update check). */
async function fetchServerVersion(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_FILE, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${VERSION_FILE} answered ${response.status}`);
    const meta = (await response.json()) as { version?: unknown };
    if (typeof meta.version !== 'string') throw new Error(`${VERSION_FILE} has no version`);
    return meta.version;
  } catch (error) {
    console.warn('Update check failed:', error);
    return null;
  }
}

/** Refresh Now: drop every Cache Storage entry so the reload fetches the new build, then reload. */
async function refreshToLatest(): Promise<void> {
  try {
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch (error) {
    console.warn('Could not clear caches:', error);
  }
  window.location.reload();
}

export interface UpdateCheck {
  /** The newer version the server runs, while the banner should show. */
  availableVersion: string | null;
  refresh: () => void;
  dismiss: () => void;
}

export function useUpdateCheck(runningVersion: string = __APP_VERSION__): UpdateCheck {
  const [serverVersion, setServerVersion] = useState<string | null>(null);
  const [dismissedVersion, setDismissedVersion] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const check = async () => {
      const version = await fetchServerVersion();
      if (active && version) setServerVersion(version);
    };
    void check();
    const timer = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    return () => {
      active = false;
      window.clearInterval(timer);
    };
  }, []);

  const newer = serverVersion !== null && isNewerVersion(serverVersion, runningVersion);
  // Later hides the banner for this version; a still newer release shows it again.
  const availableVersion = newer && serverVersion !== dismissedVersion ? serverVersion : null;
  const dismiss = useCallback(() => setDismissedVersion(serverVersion), [serverVersion]);
  const refresh = useCallback(() => void refreshToLatest(), []);
  return { availableVersion, refresh, dismiss };
}
