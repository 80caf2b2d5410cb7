import './locations.css';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';

/** spec 000 §9: locations are listed 100 at a time, by address ascending. */
export const allLocationsQuery = { limit: 100, sortby: 'address', sortorder: 1 } as const;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The list of stores, with address, phone and hours. */
export function LocationList({ showHours = true }: { showHours?: boolean }) {
  const trpc = useTRPC();
  const locations = useQuery(trpc.catalog.locations.list.queryOptions(allLocationsQuery));

  if (locations.isPending) return <Spinner label="Loading locations…" />;
  if (locations.isError) {
    return (
      <Banner tone="error">
        <p>Error getting locations.</p>
      </Banner>
    );
  }
  return (
    <ul className="location-list" aria-label="Locations">
      {locations.data.map((location) => (
        <li key={location.id} className="location-card">
          <h3 className="location-card__name">{location.name}</h3>
          <p className="location-card__address">
            {location.address}
            <br />
            {location.city}, {location.state} {location.zip}
          </p>
          {location.phone ? (
            <p className="location-card__phone">
              <a href={telHref(location.phone)}>{location.phone}</a>
            </p>
          ) : null}
          {showHours && location.hours ? <p className="location-card__hours">{location.hours}</p> : null}
        </li>
      ))}
    </ul>
  );
}
