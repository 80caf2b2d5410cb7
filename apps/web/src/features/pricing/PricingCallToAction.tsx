import { useT } from '../../i18n/useT';
import { paths } from '../../routes/paths';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ZipCheckForm } from '../zip/ZipCheckForm';

/** The end of a pricing page: the specials link and a zip form to start an order (docs/rules/public-site.md, Calculators). */
export function PricingCallToAction({ idPrefix }: { idPrefix: string }) {
  const t = useT();
  return (
    <section className="section section--tinted" aria-labelledby={`${idPrefix}-cta-title`}>
      <div className="container split split--form">
        <div className="teaser teaser--accent pricing-specials">
          <span className="teaser__icon">
            <Icon name="sparkle" size={32} />
          </span>
          <div className="teaser__copy">
            <h2 id={`${idPrefix}-specials-title`}>{t('public.common.currentSpecials')}</h2>
            <p>{t('public.pricingCta.specialsText')}</p>
          </div>
          <ButtonLink to={paths.specials} variant="secondary">
            {t('public.pricingCta.seeSpecials')}
          </ButtonLink>
        </div>
        <div className="form-card">
          <h2 id={`${idPrefix}-cta-title`}>{t('public.pricingCta.title')}</h2>
          <p>{t('public.pricingCta.text')}</p>
          <ZipCheckForm />
        </div>
      </div>
    </section>
  );
}
