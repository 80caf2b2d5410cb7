import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FinderSummary } from '../../features/locations/FinderSummary';
import { LocationDetail } from '../../features/locations/LocationDetail';
import { LocationFinder } from '../../features/locations/LocationFinder';
import {
  type ListedLocation,
  LOCATIONS_ERROR,
  LocationCards,
  NO_LOCATIONS,
} from '../../features/locations/LocationList';
import { StoreCount, useAllLocations } from '../../features/locations/storeCount';
import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { inBrowser } from '../../lib/environment';
import { useTRPC } from '../../lib/trpc';
import { useAfterFirstCommit } from '../../lib/useAfterFirstCommit';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { PageHeader } from './PageHeader';

// Leaflet is the heaviest thing on the public site: it loads in its own chunk, after the list.
const LocationMap = lazy(() => import('../../features/locations/LocationMap'));

export function Locations() {
  const t = useT();
  useDocumentTitle(t('public.locations.title'));
  const trpc = useTRPC();
  const [query, setQuery] = useState<string | null>(null);
  const [searches, setSearches] = useState(0);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailRef = useRef<HTMLElement>(null);

  // The map mounts in a task after the page's first commit: mounting it with the page made one long task of
  // the page's commit and the map's measuring of it (docs/decisions/0029-web-first-paint.md).
  const mapShown = useAfterFirstCommit();

  const all = useAllLocations();
  const nearest = useQuery({
    ...trpc.catalog.locations.nearest.queryOptions({ query: query ?? '' }),
    enabled: query !== null,
    retry: false,
    // The previous ranking stays on screen while the next search runs.
    placeholderData: keepPreviousData,
  });

  const found = query !== null && nearest.isSuccess ? nearest.data : null;
  // Each search (`searches` counts them, so a repeated search of the same place selects again) selects
  // its closest location, which the map then zooms to (docs/rules/public-site.md, Location finder: zoom 15).
  useEffect(() => {
    if (found) setSelectedId(found.locations[0]?.id ?? null);
  }, [found, searches]);
  const locations: readonly ListedLocation[] = found?.locations ?? all.data ?? NO_LOCATIONS;
  const selected = locations.find((location) => location.id === selectedId) ?? null;

  function search(text: string) {
    setQuery(text);
    setSearches((count) => count + 1);
  }

  function selectFromList(id: string) {
    setSelectedId(id);
    // On a phone the panel is far above the list: bring it into view and start reading there.
    detailRef.current?.focus({ preventScroll: true });
    detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <>
      <PageHeader eyebrow={t('public.locations.eyebrow')} title={t('public.locations.title')}>
        <p>
          <T
            id="public.locations.intro"
            components={{ 0: <StoreCount fallback={t('public.storeCount.locations')} /> }}
          />
        </p>
      </PageHeader>
      <section className="section" aria-labelledby="finder-title">
        <div className="container finder-layout">
          <div className="finder-layout__search">
            <h2 id="finder-title">{t('public.locations.finderTitle')}</h2>
            <LocationFinder onSearch={search} busy={query !== null && nearest.isFetching} />
            <FinderSummary query={query} result={nearest} onSelect={setSelectedId} />
          </div>
          <div className="finder-layout__detail">
            <LocationDetail location={selected} ref={detailRef} />
          </div>
          <div className="finder-layout__map">
            <section aria-label={t('public.locations.mapLabel')} className="map-frame">
              {inBrowser && mapShown ? (
                <Suspense fallback={<Spinner label={t('public.locations.loadingMap')} />}>
                  <LocationMap
                    locations={locations}
                    selectedId={selectedId}
                    onSelect={setSelectedId}
                    origin={found?.origin ?? null}
                  />
                </Suspense>
              ) : (
                <Spinner label={t('public.locations.loadingMap')} />
              )}
            </section>
          </div>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="all-locations-title">
        <div className="container">
          <h2 id="all-locations-title">
            {found ? t('public.locations.byDistance') : t('public.locations.all')}
          </h2>
          {all.isPending && !found ? <Spinner label={t('public.locations.loading')} /> : null}
          {all.isError && !found ? (
            <Banner tone="error">
              <p>{inPageLanguage(LOCATIONS_ERROR)}</p>
            </Banner>
          ) : null}
          <LocationCards locations={locations} onSelect={selectFromList} selectedId={selectedId} />
        </div>
      </section>
    </>
  );
}
