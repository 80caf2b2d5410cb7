import type { Ref } from 'react';
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
  return (
    <section className="location-detail" aria-labelledby="location-detail-title" tabIndex={-1} ref={ref}>
      {location ? (
        <>
          <p className="eyebrow">Selected location</p>
          <h2 id="location-detail-title" className="location-detail__name">
            {location.name}
          </h2>
          {location.distanceMiles != null ? (
            <p className="location-card__distance">{formatMiles(location.distanceMiles)} away</p>
          ) : null}
          <dl className="location-detail__facts">
            <div>
              <dt>Address</dt>
              <dd>
                {location.address}
                <br />
                {location.city}, {location.state} {location.zip}
              </dd>
            </div>
            {location.phone ? (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={telHref(location.phone)}>{location.phone}</a>
                </dd>
              </div>
            ) : null}
            {location.hours ? (
              <div>
                <dt>Hours</dt>
                <dd>{location.hours}</dd>
              </div>
            ) : null}
          </dl>
          <p>
            <a href={directionsHref(location)} target="_blank" rel="noreferrer">
              Walking directions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </>
      ) : (
        <>
          <h2 id="location-detail-title" className="location-detail__name">
            Location details
          </h2>
          <p>Choose a location on the map or in the list to see its address, phone and hours.</p>
        </>
      )}
    </section>
  );
}
