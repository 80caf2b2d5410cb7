import type { SiteConfig } from '@laundry/api/context';
import type { Env } from './env';

/**
 * The public site's settings from the environment (issue 5). Unset values stay unset: the API's defaults
 * apply (OpenStreetMap tiles, orders@freshpress.example), so tests and the server agree on them.
 */
export function siteConfig(env: Env): Partial<SiteConfig> {
  const site: Partial<SiteConfig> = {};
  if (env.MAP_TILE_URL) {
    site.mapTiles = {
      url: env.MAP_TILE_URL,
      // A tile server of one's own needs no third-party credit unless its data does; say so in the variable.
      attribution: env.MAP_TILE_ATTRIBUTION ?? '',
    };
  }
  if (env.STAFF_NOTIFY_EMAIL) site.staffNotifyEmail = env.STAFF_NOTIFY_EMAIL;
  return site;
}

/**
 * The Content-Security-Policy image sources the map tiles need beyond 'self', data: and https: (already
 * allowed): the origin of a plain-http tile server, e.g. one on the local network.
 */
export function tileImageSources(site: Partial<SiteConfig> | undefined): string[] {
  const url = site?.mapTiles?.url;
  if (!url?.startsWith('http://')) return [];
  try {
    // '{s}' subdomain placeholders become a wildcard host.
    return [new URL(url.replace(/\{s\}\./, 'x.')).origin.replace('//x.', '//*.')];
  } catch {
    return [];
  }
}
