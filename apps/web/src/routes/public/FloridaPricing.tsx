import './public.css';
import { PricingCallToAction } from '../../features/pricing/PricingCallToAction';
import { RegionPriceBlocks } from '../../features/pricing/RegionPriceBlocks';
import { ZipCheckForm } from '../../features/zip/ZipCheckForm';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';

/** docs/rules/public-site.md, Pages: the Florida price list, with its own hero and zip forms. */
export function FloridaPricing() {
  const t = useT();
  useDocumentTitle(t('public.floridaPricing.title'));
  return (
    <>
      <section className="hero" aria-labelledby="fl-hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="region-switch region-switch--top">
              <ButtonLink to={paths.pricing} variant="secondary" size="sm">
                {t('public.floridaPricing.nycPricing')}
              </ButtonLink>
            </p>
            <p className="eyebrow">{t('public.floridaPricing.eyebrow')}</p>
            <h1 id="fl-hero-title">{t('public.floridaPricing.title')}</h1>
            <p className="special-callout">{t('public.floridaPricing.callout')}</p>
            <p className="lead">{t('public.floridaPricing.lead')}</p>
          </div>
          <div className="hero__card">
            <h2 className="hero__card-title">{t('public.home.zipTitle')}</h2>
            <p className="hero__card-text">{t('public.home.zipText')}</p>
            <ZipCheckForm />
          </div>
        </div>
      </section>
      <RegionPriceBlocks region="fl" />
      <PricingCallToAction idPrefix="fl" />
    </>
  );
}
