import { PricingCallToAction } from '../../features/pricing/PricingCallToAction';
import { RegionPriceBlocks } from '../../features/pricing/RegionPriceBlocks';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

/** docs/rules/public-site.md, Pages: New York City prices, from the general (New York) settings. */
export function Pricing() {
  useDocumentTitle('Pricing');
  return (
    <>
      <PageHeader eyebrow="New York City" title="Pricing">
        <p>
          Free pick-up and delivery on every order. Prices for our New York City stores and pick-ups; the
          estimates below use today's price list.
        </p>
        <p className="region-switch">
          <ButtonLink to={paths.floridaPricing} variant="secondary">
            Florida Pricing
          </ButtonLink>
        </p>
      </PageHeader>
      <RegionPriceBlocks region="ny" />
      <PricingCallToAction idPrefix="ny" />
    </>
  );
}
