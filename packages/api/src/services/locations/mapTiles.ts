import type { Context, SiteConfig } from '../../context';

/**
 * The production default: OpenStreetMap's standard tiles with the attribution its tile usage policy asks
 * for. MAP_TILE_URL points the map elsewhere (the server's built-in /map-tiles for offline use and tests).
 */
export const DEFAULT_MAP_TILES: SiteConfig['mapTiles'] = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** What the locations page's map needs: the tile URL template and its attribution. */
export function mapTilesFor(ctx: Pick<Context, 'site'>): SiteConfig['mapTiles'] {
  return ctx.site?.mapTiles ?? DEFAULT_MAP_TILES;
}
