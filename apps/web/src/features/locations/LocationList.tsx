import { telHref } from '../../ui/PhoneText';
import './locations.css';
import { useDeferredValue } from 'react';
import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import type { RouterOutputs } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Spinner } from '../../ui/Spinner';
import { formatMiles } from './format';
import { useAllLocations } from './storeCount';

/** docs/rules/messages.md, Public site, accounts and staff screens: errors */
export const LOCATIONS_ERROR = 'Error getting locations.';

type StoreLocation = RouterOutputs['catalog']['locations']['list'][number];
export type ListedLocation = StoreLocation & { distanceMiles?: number | null };

export interface LocationCardsProps {
  locations: readonly ListedLocation[];
  showHours?: boolean;
  /** Adds a "Show on map" button to each card. */
  onSelect?: (id: string) => void;
  selectedId?: string | null;
}

/** No stores: one array, so that a page without its list yet hands the cards the same value each render. */
export const NO_LOCATIONS: readonly ListedLocation[] = [];

/** The stores as cards: address, phone, hours, and the walking distance after a search. */
export function LocationCards({ locations, showHours = true, onSelect, selectedId }: LocationCardsProps) {
  const t = useT();
  // The cards render in a transition, which React renders in slices, rather than in the one synchronous task
  // in which the query's answer arrives (docs/decisions/0029-web-first-paint.md, Amended 2026-12-02).
  const shown = useDeferredValue(locations, NO_LOCATIONS);
  return (
    <ul className="location-list" aria-label={t('public.locations.listLabel')}>
      {shown.map((location) => (
        <li
          key={location.id}
          className={cx('location-card', location.id === selectedId && 'location-card--selected')}
        >
          <h3 className="location-card__name">{location.name}</h3>
          {location.distanceMiles != null ? (
            <p className="location-card__distance">
              {t('public.locations.away', { distance: formatMiles(location.distanceMiles) })}
            </p>
          ) : null}
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
          {onSelect ? (
            <Button size="sm" variant="secondary" onClick={() => onSelect(location.id)}>
              <T
                id="public.locations.showOnMap"
                values={{ name: location.name }}
                components={{ 0: <span className="visually-hidden" /> }}
              />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The list of stores, with address, phone and hours. */
export function LocationList({ showHours = true }: { showHours?: boolean }) {
  const t = useT();
  const locations = useAllLocations();

  if (locations.isPending) return <Spinner label={t('public.locations.loading')} />;
  if (locations.isError) {
    return (
      <Banner tone="error">
        <p>{inPageLanguage(LOCATIONS_ERROR)}</p>
      </Banner>
    );
  }
  return <LocationCards locations={locations.data} showHours={showHours} />;
}
