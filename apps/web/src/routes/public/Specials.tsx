import { LocationList } from '../../features/locations/LocationList';
import { SpecialsGrid } from '../../features/specials/SpecialsGrid';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

/** docs/rules/public-site.md, Pages: the grid of specials plus the list of locations. */
export function Specials() {
  const t = useT();
  useDocumentTitle(t('public.specials.title'));
  return (
    <>
      <PageHeader eyebrow={t('public.specials.eyebrow')} title={t('public.specials.title')}>
        <p>{t('public.specials.intro')}</p>
      </PageHeader>
      <section className="section" aria-labelledby="specials-title">
        <div className="container">
          <h2 id="specials-title">{t('public.common.currentSpecials')}</h2>
          <SpecialsGrid />
          <div className="button-row button-row--center">
            <ButtonLink to={paths.order} variant="accent" size="lg">
              {t('public.common.schedulePickup')}
            </ButtonLink>
          </div>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="specials-locations-title">
        <div className="container">
          <h2 id="specials-locations-title">{t('public.common.ourLocations')}</h2>
          <LocationList />
        </div>
      </section>
    </>
  );
}
