import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngTuple, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import { orderDetailPath } from '../../routes/paths';
import { MANHATTAN } from '../locations/mapView';
import { SiteTiles } from '../locations/SiteTiles';
import { cityLine, type RouteSheet, streetLine } from './routeSheet';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STORE_ICON = divIcon({
  className: 'route-marker route-marker--store',
  html: '<span aria-hidden="true">S</span><span class="visually-hidden">The store</span>',
  iconSize: [30, 30],
  iconAnchor: [15, 15],
});

function stopIcon(position: number) {
  return divIcon({
    className: 'route-marker',
    html: `<span>${escapeHtml(String(position))}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
}

/** Shows every marker: the map fits the store and the stops whenever they change. */
function FitPoints({ points }: { points: LatLngTuple[] }) {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    const all = JSON.parse(key) as LatLngTuple[];
    if (all.length === 1) map.setView(all[0]!, 14);
    else if (all.length > 1) map.fitBounds(latLngBounds(all), { padding: [24, 24] });
  }, [map, key]);
  // The map's box changes with the page (a phone turned, the layout's columns): Leaflet measures it again.
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * The route on a map (docs/decisions/0085-route-sheet-printing.md): the store as a marker of its own and each stop
 * numbered in route order, its popup with the stop and its navigation link. A lazy chunk of its own, like the location
 * finder's map (features/locations/LocationMap.tsx); the list beside it is the sheet, so a map whose tiles cannot load
 * (an offline machine) leaves the page as it is. Stops without coordinates are on the list only.
 */
export default function RouteMap({ sheet }: { sheet: RouteSheet }) {
  const store = sheet.location.lat !== null && sheet.location.lng !== null ? sheet.location : null;
  const located = useMemo(
    () =>
      sheet.stops.flatMap((stop) =>
        stop.lat !== null && stop.lng !== null ? [{ stop, at: [stop.lat, stop.lng] as LatLngTuple }] : [],
      ),
    [sheet.stops],
  );
  const points: LatLngTuple[] = [
    ...(store ? [[store.lat!, store.lng!] as LatLngTuple] : []),
    ...located.map(({ at }) => at),
  ];
  const center = points[0] ?? [MANHATTAN[0], MANHATTAN[1]];
  return (
    <MapContainer center={center} zoom={12} scrollWheelZoom={false} className="route-map">
      <SiteTiles />
      {store ? (
        <Marker position={[store.lat!, store.lng!]} icon={STORE_ICON} title={store.name} zIndexOffset={1000}>
          <Popup>
            <strong>{store.name}</strong>
            <br />
            {store.address}
          </Popup>
        </Marker>
      ) : null}
      {located.map(({ stop, at }) => (
        <Marker
          key={stop.orderId}
          position={at}
          icon={stopIcon(stop.position)}
          title={`${stop.position}. ${stop.customerName}`}
        >
          <Popup>
            <strong>
              {stop.position}. <a href={orderDetailPath(stop.orderId)}>#{stop.orderNumber}</a>{' '}
              {stop.customerName}
            </strong>
            <br />
            {stop.window.label}
            <br />
            {streetLine(stop.address)}, {cityLine(stop.address)}
            <br />
            <a href={stop.navigationUrl} target="_blank" rel="noopener noreferrer">
              Navigate
            </a>
          </Popup>
        </Marker>
      ))}
      <FitPoints points={points} />
    </MapContainer>
  );
}
