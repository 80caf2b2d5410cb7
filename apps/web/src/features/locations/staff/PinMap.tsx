import 'leaflet/dist/leaflet.css';
import '../locations.css';
import { divIcon } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, useMap } from 'react-leaflet';
import { DEFAULT_ZOOM, MANHATTAN, markerHtml, SELECTED_ZOOM } from '../mapView';
import { SiteTiles } from '../SiteTiles';

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
      <SiteTiles />
      {placed ? <Marker position={[lat, long]} icon={icon} title={label} keyboard={false} /> : null}
      <Follow lat={placed ? lat : null} long={placed ? long : null} />
    </MapContainer>
  );
}
