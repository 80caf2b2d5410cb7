import './public.css';
import { PricingCallToAction } from '../../features/pricing/PricingCallToAction';
import { RegionPriceBlocks } from '../../features/pricing/RegionPriceBlocks';
import { ZipCheckForm } from '../../features/zip/ZipCheckForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';

/** docs/rules/public-site.md, Pages: the Florida price list, with its own hero and zip forms. */
export function FloridaPricing() {
  useDocumentTitle('Florida Pricing');
  return (
    <>
      <section className="hero" aria-labelledby="fl-hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="region-switch region-switch--top">
              <ButtonLink to={paths.pricing} variant="secondary" size="sm">
                NYC Pricing
              </ButtonLink>
            </p>
            <p className="eyebrow">Florida</p>
            <h1 id="fl-hero-title">Florida Pricing</h1>
            <p className="special-callout">Free Pick Up &amp; Delivery</p>
            <p className="lead">
              Laundry, organic dry cleaning, tailoring and comforters, picked up and delivered free in our
              Florida service area.
            </p>
          </div>
          <div className="hero__card">
            <h2 className="hero__card-title">Do we serve your area?</h2>
            <p className="hero__card-text">Enter your zip code to check, then schedule your first pick-up.</p>
            <ZipCheckForm />
          </div>
        </div>
      </section>
      <RegionPriceBlocks region="fl" />
      <PricingCallToAction idPrefix="fl" />
    </>
  );
}
