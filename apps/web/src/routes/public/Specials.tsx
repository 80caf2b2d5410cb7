import { LocationList } from '../../features/locations/LocationList';
import { SpecialsGrid } from '../../features/specials/SpecialsGrid';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

/** docs/rules/public-site.md, Pages: the grid of specials plus the list of locations. */
export function Specials() {
  useDocumentTitle('Specials');
  return (
    <>
      <PageHeader eyebrow="Save on your next order" title="Specials">
        <p>Enter a code at checkout when you schedule a pick-up. One code per order.</p>
      </PageHeader>
      <section className="section" aria-labelledby="specials-title">
        <div className="container">
          <h2 id="specials-title">Current specials</h2>
          <SpecialsGrid />
          <div className="button-row button-row--center">
            <ButtonLink to={paths.order} variant="accent" size="lg">
              Schedule a Pickup
            </ButtonLink>
          </div>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="specials-locations-title">
        <div className="container">
          <h2 id="specials-locations-title">Our locations</h2>
          <LocationList />
        </div>
      </section>
    </>
  );
}
