import { LocationList } from '../../features/locations/LocationList';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PageHeader } from './PageHeader';

export function Locations() {
  useDocumentTitle('Locations');
  return (
    <>
      <PageHeader eyebrow="Find us" title="Locations">
        <p>Drop off at any of our 28 locations for dry cleaning, tailoring and self-service laundry.</p>
      </PageHeader>
      <section className="section" aria-labelledby="all-locations-title">
        <div className="container">
          <p className="coming-soon-note">The closest-location finder and map are coming soon.</p>
          <h2 id="all-locations-title">All locations</h2>
          <LocationList />
        </div>
      </section>
    </>
  );
}
