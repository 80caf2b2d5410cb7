import type { Ref } from 'react';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { telHref } from '../../ui/PhoneText';
import { directionsHref, formatMiles } from './format';
import type { ListedLocation } from './LocationList';

/** docs/rules/public-site.md, Location finder: the detail panel of the location chosen on the map or in the list. */
export function LocationDetail({
  location,
  ref,
}: {
  location: ListedLocation | null;
  ref?: Ref<HTMLElement>;
}) {
  const t = useT();
  return (
    <section className="location-detail" aria-labelledby="location-detail-title" tabIndex={-1} ref={ref}>
      {location ? (
        <>
          <p className="eyebrow">{t('public.locations.selected')}</p>
          <h2 id="location-detail-title" className="location-detail__name">
            {location.name}
          </h2>
          {location.distanceMiles != null ? (
            <p className="location-card__distance">
              {t('public.locations.away', { distance: formatMiles(location.distanceMiles) })}
            </p>
          ) : null}
          <dl className="location-detail__facts">
            <div>
              <dt>{t('public.locations.address')}</dt>
              <dd>
                {location.address}
                <br />
                {location.city}, {location.state} {location.zip}
              </dd>
            </div>
            {location.phone ? (
              <div>
                <dt>{t('public.locations.phone')}</dt>
                <dd>
                  <a href={telHref(location.phone)}>{location.phone}</a>
                </dd>
              </div>
            ) : null}
            {location.hours ? (
              <div>
                <dt>{t('public.locations.hours')}</dt>
                <dd>{location.hours}</dd>
              </div>
            ) : null}
          </dl>
          <p>
            <a href={directionsHref(location)} target="_blank" rel="noreferrer">
              <T id="public.locations.directions" components={{ 0: <span className="visually-hidden" /> }} />
            </a>
          </p>
        </>
      ) : (
        <>
          <h2 id="location-detail-title" className="location-detail__name">
            {t('public.locations.detailsTitle')}
          </h2>
          <p>{t('public.locations.detailsEmpty')}</p>
        </>
      )}
    </section>
  );
}
