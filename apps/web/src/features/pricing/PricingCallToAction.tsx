import { paths } from '../../routes/paths';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { ZipCheckForm } from '../zip/ZipCheckForm';

/** The end of a pricing page: the specials link and a zip form to start an order (docs/rules/public-site.md, Calculators). */
export function PricingCallToAction({ idPrefix }: { idPrefix: string }) {
  return (
    <section className="section section--tinted" aria-labelledby={`${idPrefix}-cta-title`}>
      <div className="container split split--form">
        <div className="teaser teaser--accent pricing-specials">
          <span className="teaser__icon">
            <Icon name="sparkle" size={32} />
          </span>
          <div className="teaser__copy">
            <h2 id={`${idPrefix}-specials-title`}>Current specials</h2>
            <p>Promo codes for first-time customers, shirts and more.</p>
          </div>
          <ButtonLink to={paths.specials} variant="secondary">
            See specials
          </ButtonLink>
        </div>
        <div className="form-card">
          <h2 id={`${idPrefix}-cta-title`}>Schedule a pick-up</h2>
          <p>Enter your zip code to check that we serve your area.</p>
          <ZipCheckForm />
        </div>
      </div>
    </section>
  );
}
