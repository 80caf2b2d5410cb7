import { useQuery } from '@tanstack/react-query';
import { TileLayer } from 'react-leaflet';
import { useTRPC } from '../../lib/trpc';

/**
 * The map tiles of the server's configuration (publicConfig.get: OpenStreetMap by default, MAP_TILE_URL
 * otherwise), for the location finder and the staff pin map alike. Fetched at the screen's resolution: on a
 * phone's dense screen, four tiles of the next zoom level in place of one, each drawn at 128 CSS pixels
 * (docs/decisions/0057-map-tiles-screen-resolution.md).
 */
export function SiteTiles() {
  const trpc = useTRPC();
  const config = useQuery(trpc.publicConfig.get.queryOptions(undefined, { staleTime: Infinity }));
  if (!config.data) return null;
  return (
    <TileLayer url={config.data.mapTiles.url} attribution={config.data.mapTiles.attribution} detectRetina />
  );
}
