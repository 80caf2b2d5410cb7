import { PricingCallToAction } from '../../features/pricing/PricingCallToAction';
import { RegionPriceBlocks } from '../../features/pricing/RegionPriceBlocks';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

/** docs/rules/public-site.md, Pages: New York City prices, from the general (New York) settings. */
export function Pricing() {
  const t = useT();
  useDocumentTitle(t('public.pricing.title'));
  return (
    <>
      <PageHeader eyebrow={t('public.pricing.eyebrow')} title={t('public.pricing.title')}>
        <p>{t('public.pricing.intro')}</p>
        <p className="region-switch">
          <ButtonLink to={paths.floridaPricing} variant="secondary">
            {t('public.pricing.floridaPricing')}
          </ButtonLink>
        </p>
      </PageHeader>
      <RegionPriceBlocks region="ny" />
      <PricingCallToAction idPrefix="ny" />
    </>
  );
}
