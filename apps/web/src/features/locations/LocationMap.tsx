import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngTuple } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { CircleMarker, MapContainer, Marker, Tooltip, useMap, ZoomControl } from 'react-leaflet';
import { useT } from '../../i18n/useT';
import { useAfterFirstCommit } from '../../lib/useAfterFirstCommit';
import type { ListedLocation } from './LocationList';
import { DEFAULT_ZOOM, MANHATTAN, markerHtml, SELECTED_ZOOM } from './mapView';
import { SiteTiles } from './SiteTiles';

export interface LocationMapProps {
  locations: readonly ListedLocation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The searched place, marked apart from the stores. */
  origin?: { lat: number; lng: number; label: string } | null;
}

function FollowSelection({ target }: { target: LatLngTuple | null }) {
  const map = useMap();
  const [lat, lng] = target ?? [null, null];
  useEffect(() => {
    if (lat !== null && lng !== null) map.setView([lat, lng], SELECTED_ZOOM);
  }, [map, lat, lng]);
  return null;
}

/**
 * docs/rules/public-site.md, Location finder: a Leaflet map with a marker per location. It is a lazy chunk of its own, so
 * Leaflet loads only on this page, after the list. Tiles come from the server's configuration (SiteTiles).
 */
export default function LocationMap({ locations, selectedId, onSelect, origin }: LocationMapProps) {
  const t = useT();
  const selected = locations.find((location) => location.id === selectedId) ?? null;
  // The markers join the map in a task after the map's own, so that making the map (which measures the page)
  // and adding its markers are not one long task (docs/decisions/0029-web-first-paint.md).
  const markersShown = useAfterFirstCommit();

  const icons = useMemo(() => {
    const make = (location: ListedLocation, isSelected: boolean) =>
      divIcon({
        className: isSelected ? 'location-marker location-marker--selected' : 'location-marker',
        html: markerHtml(`${location.name}, ${location.address}`),
        iconSize: [28, 36],
        iconAnchor: [14, 36],
      });
    return new Map(locations.map((location) => [location.id, make(location, location.id === selectedId)]));
  }, [locations, selectedId]);

  return (
    <MapContainer
      center={[MANHATTAN[0], MANHATTAN[1]]}
      zoom={DEFAULT_ZOOM}
      scrollWheelZoom={false}
      // Leaflet's own zoom buttons, titled in the page's language (made again when it changes).
      zoomControl={false}
      className="location-map"
    >
      <ZoomControl
        key={t('public.locations.zoomIn')}
        zoomInTitle={t('public.locations.zoomIn')}
        zoomOutTitle={t('public.locations.zoomOut')}
      />
      <SiteTiles />
      {(markersShown ? locations : []).map((location) => (
        <Marker
          key={location.id}
          position={[location.lat, location.long]}
          icon={icons.get(location.id)!}
          title={location.name}
          zIndexOffset={location.id === selectedId ? 1000 : 0}
          // A pointer's target only: the list's "Show on map" buttons do the same from the keyboard
          // (docs/decisions/0055-map-markers-pointer-only.md).
          keyboard={false}
          eventHandlers={{ click: () => onSelect(location.id) }}
        />
      ))}
      {origin ? (
        <CircleMarker
          center={[origin.lat, origin.lng]}
          radius={9}
          pathOptions={{ color: '#1c4ed8', fillColor: '#1c4ed8', fillOpacity: 0.35, weight: 3 }}
        >
          <Tooltip>{t('public.locations.searchedPlace', { place: origin.label })}</Tooltip>
        </CircleMarker>
      ) : null}
      <FollowSelection target={selected ? [selected.lat, selected.long] : null} />
    </MapContainer>
  );
}
