import 'leaflet/dist/leaflet.css';
import '../locations/locations.css';
import { useQuery } from '@tanstack/react-query';
import { divIcon } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useTRPC } from '../../lib/trpc';
import { DEFAULT_ZOOM, MANHATTAN, markerHtml, SELECTED_ZOOM } from '../locations/mapView';

function Follow({ lat, long }: { lat: number | null; long: number | null }) {
  const map = useMap();
  useEffect(() => {
    if (lat !== null && long !== null) map.setView([lat, long], SELECTED_ZOOM);
  }, [map, lat, long]);
  return null;
}

/**
 * A small map to check a store's pin before saving (docs/decisions/0039-staff-locations.md). It is a lazy chunk,
 * so Leaflet loads only when a location form or detail is open; tiles as on the public finder.
 */
export default function PinMap({
  lat,
  long,
  label,
}: {
  lat: number | null;
  long: number | null;
  label: string;
}) {
  const trpc = useTRPC();
  const config = useQuery(trpc.publicConfig.get.queryOptions(undefined, { staleTime: Infinity }));
  const icon = useMemo(
    () =>
      divIcon({
        className: 'location-marker location-marker--selected',
        html: markerHtml(label),
        iconSize: [28, 36],
        iconAnchor: [14, 36],
      }),
    [label],
  );
  const placed = lat !== null && long !== null;
  return (
    <MapContainer
      center={placed ? [lat, long] : [MANHATTAN[0], MANHATTAN[1]]}
      zoom={placed ? SELECTED_ZOOM : DEFAULT_ZOOM}
      scrollWheelZoom={false}
      className="staff-admin__map"
    >
      {config.data ? (
        // As on the public map (docs/decisions/0057-map-tiles-screen-resolution.md).
        <TileLayer
          url={config.data.mapTiles.url}
          attribution={config.data.mapTiles.attribution}
          detectRetina
        />
      ) : null}
      {placed ? <Marker position={[lat, long]} icon={icon} title={label} keyboard={false} /> : null}
      <Follow lat={placed ? lat : null} long={placed ? long : null} />
    </MapContainer>
  );
}
