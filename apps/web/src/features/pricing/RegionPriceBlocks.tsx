import './pricing.css';
import { EXPRESS_PER_LB_CENTS } from '@laundry/pricing/express';
import { minimumDeliveryCents, SERVICE_LABELS } from '@laundry/pricing/services';
import type { ServiceKey } from '@laundry/validators/pricing';
import type { Region, RegionalSettings } from '@laundry/validators/settings';
import { userMessage } from '../../lib/errors';
import { formatCents, formatLbs } from '../../lib/money';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { ComforterPriceList, DryCleanPriceList, WashPressPriceList } from './PriceTables';
import { TailoringCalculator } from './TailoringCalculator';
import { useRegionPricing } from './useRegionPricing';
import { WashFoldCalculator } from './WashFoldCalculator';

/** docs/rules/messages.md, Public site, accounts and staff screens: errors: the fallback when the settings cannot be loaded. */
const SETTINGS_ERROR = 'Error getting settings.';

/**
 * A service's minimum for pick-up and delivery, from the region's live settings, in the words the order
 * summary uses when an order is below it (docs/rules/pricing.md, Surcharges), so the charge is known before
 * the order is built. Nothing is said for a service without a minimum.
 */
function MinimumDeliveryNote({
  settings,
  services,
}: {
  settings: RegionalSettings;
  services: readonly ServiceKey[];
}) {
  const notes = services.flatMap((service) => {
    const minimum = minimumDeliveryCents(settings, service);
    if (minimum <= 0) return [];
    return [
      `${SERVICE_LABELS[service]} pick-up and delivery orders under ${formatCents(minimum)} include a minimum delivery charge for the difference.`,
    ];
  });
  if (notes.length === 0) return null;
  return (
    <div className="minimum-note">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

function WashFoldRates({ settings }: { settings: RegionalSettings }) {
  const s = settings;
  return (
    <dl className="rates">
      <div className="rates__row">
        <dt>Self drop-off</dt>
        <dd>
          {formatCents(s.selfDropOffBasePriceCents)} for the first {formatLbs(s.selfDropOffMinimumLbs)} lbs,
          then {formatCents(s.selfDropOffPerLbCents)} per lb ({formatCents(s.selfDropOffOrganicPerLbCents)}{' '}
          organic). {formatLbs(s.selfDropOffMinimumLbs)} lb. minimum for self drop-off service.
        </dd>
      </div>
      <div className="rates__row">
        <dt>Pick-up &amp; delivery</dt>
        <dd>
          {formatCents(s.washFoldMinimumPriceCents)} for up to {formatLbs(s.washFoldUpToXLbs)} lbs, then{' '}
          {formatCents(s.washFoldPerLbCents)} per lb.
        </dd>
      </div>
      <div className="rates__row">
        <dt>Organic pick-up &amp; delivery</dt>
        <dd>
          {formatCents(s.organicWashFoldMinimumPriceCents)} for up to {formatLbs(s.organicWashFoldUpToXLbs)}{' '}
          lbs, then {formatCents(s.organicWashFoldPerLbCents)} per lb.
        </dd>
      </div>
      <div className="rates__row">
        <dt>Express delivery</dt>
        <dd>Back in 3 hours for {formatCents(EXPRESS_PER_LB_CENTS)} more per lb.</dd>
      </div>
    </dl>
  );
}

/**
 * Every price block of a pricing page (docs/rules/public-site.md, Calculators), from the region's live settings and price lists:
 * wash and fold with its calculator, organic dry cleaning, wash and press, tailoring with its
 * calculator, and comforters.
 */
export function RegionPriceBlocks({ region }: { region: Region }) {
  const pricing = useRegionPricing(region);

  if (pricing.isPending) {
    return (
      <div className="container section pricing-loading">
        <Spinner label="Loading prices…" />
      </div>
    );
  }
  if (pricing.isError) {
    return (
      <div className="container section">
        <Banner
          tone="error"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void pricing.refetch()}>
              Try again
            </Button>
          }
        >
          <p>{userMessage(pricing.error, SETTINGS_ERROR)}</p>
        </Banner>
      </div>
    );
  }

  const { settings, priceLists } = pricing.data;
  return (
    <>
      <section id="wash-and-fold" className="section" aria-labelledby={`${region}-wash-fold-title`}>
        <div className="container split split--form">
          <div>
            <h2 id={`${region}-wash-fold-title`}>Wash &amp; Fold</h2>
            <p>
              Washed with eco-friendly detergents, dried and neatly folded. Choose regular or organic, drop it
              off at a store or let us pick it up.
            </p>
            <WashFoldRates settings={settings} />
            <MinimumDeliveryNote settings={settings} services={['washFold', 'organicWashFold']} />
          </div>
          <div className="form-card">
            <WashFoldCalculator settings={settings} />
          </div>
        </div>
      </section>

      <section id="dry-cleaning" className="section section--tinted" aria-labelledby={`${region}-dry-title`}>
        <div className="container">
          <h2 id={`${region}-dry-title`}>Organic Dry Cleaning</h2>
          <p className="lead">Gentle, non-toxic dry cleaning, pressed and returned on hangers.</p>
          <MinimumDeliveryNote settings={settings} services={['dryClean']} />
          <DryCleanPriceList items={priceLists.dryClean} />
        </div>
      </section>

      <section id="wash-and-press" className="section" aria-labelledby={`${region}-press-title`}>
        <div className="container">
          <h2 id={`${region}-press-title`}>Wash &amp; Press</h2>
          <p className="lead">Laundered, pressed and returned on hangers.</p>
          <MinimumDeliveryNote settings={settings} services={['washPress']} />
          <WashPressPriceList items={priceLists.washPress} />
        </div>
      </section>

      <section
        id="tailoring"
        className="section section--tinted"
        aria-labelledby={`${region}-tailoring-title`}
      >
        <div className="container split split--form">
          <div>
            <h2 id={`${region}-tailoring-title`}>Tailoring</h2>
            <p>
              Hems, tapering, zippers, sleeves, patches and linings by our tailors. Pick a clothing type and
              the services you need for an estimate.
            </p>
            <MinimumDeliveryNote settings={settings} services={['tailoring']} />
          </div>
          <div className="form-card">
            <TailoringCalculator items={priceLists.tailoring} region={region} />
          </div>
        </div>
      </section>

      <section id="comforters" className="section" aria-labelledby={`${region}-comforter-title`}>
        <div className="container">
          <h2 id={`${region}-comforter-title`}>Comforters</h2>
          <p className="lead">Priced per comforter, by size, for regular and down fillings.</p>
          <MinimumDeliveryNote settings={settings} services={['comforter']} />
          <ComforterPriceList sizes={priceLists.comforter} />
        </div>
      </section>
    </>
  );
}
