import './pricing.css';
import { EXPRESS_PER_LB_CENTS, minimumDeliveryCents } from '@laundry/pricing';
import type { ServiceKey } from '@laundry/validators/pricing';
import type { Region, RegionalSettings } from '@laundry/validators/settings';
import { useDeferredValue } from 'react';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { formatCents, formatLbs } from '../../lib/money';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { SERVICE_NAME_IDS } from '../marketing/services';
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
  const t = useT();
  const notes = services.flatMap((service) => {
    const minimum = minimumDeliveryCents(settings, service);
    if (minimum <= 0) return [];
    return [
      t('public.prices.minimumNote', {
        service: t(SERVICE_NAME_IDS[service]),
        minimum: formatCents(minimum),
      }),
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
  const t = useT();
  const s = settings;
  return (
    <dl className="rates">
      <div className="rates__row">
        <dt>{t('public.prices.selfDropOff')}</dt>
        <dd>
          {t('public.prices.selfDropOffRate', {
            base: formatCents(s.selfDropOffBasePriceCents),
            minimumLbs: formatLbs(s.selfDropOffMinimumLbs),
            perLb: formatCents(s.selfDropOffPerLbCents),
            organicPerLb: formatCents(s.selfDropOffOrganicPerLbCents),
          })}
        </dd>
      </div>
      <div className="rates__row">
        <dt>{t('public.prices.pickUp')}</dt>
        <dd>
          {t('public.prices.pickUpRate', {
            minimum: formatCents(s.washFoldMinimumPriceCents),
            lbs: formatLbs(s.washFoldUpToXLbs),
            perLb: formatCents(s.washFoldPerLbCents),
          })}
        </dd>
      </div>
      <div className="rates__row">
        <dt>{t('public.prices.organicPickUp')}</dt>
        <dd>
          {t('public.prices.pickUpRate', {
            minimum: formatCents(s.organicWashFoldMinimumPriceCents),
            lbs: formatLbs(s.organicWashFoldUpToXLbs),
            perLb: formatCents(s.organicWashFoldPerLbCents),
          })}
        </dd>
      </div>
      <div className="rates__row">
        <dt>{t('public.prices.express')}</dt>
        <dd>{t('public.prices.expressRate', { perLb: formatCents(EXPRESS_PER_LB_CENTS) })}</dd>
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
  const t = useT();
  const pricing = useRegionPricing(region);
  // The price blocks render in a transition, which React renders in slices, rather than in the one synchronous
  // task in which the query's answer arrives (docs/decisions/0029-web-first-paint.md, Amended 2026-12-02).
  const shown = useDeferredValue(pricing.data);

  if (pricing.isError) {
    return (
      <div className="container section">
        <Banner
          tone="error"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void pricing.refetch()}>
              {t('public.common.tryAgain')}
            </Button>
          }
        >
          <p>{userMessage(pricing.error, SETTINGS_ERROR)}</p>
        </Banner>
      </div>
    );
  }

  if (shown === undefined) {
    return (
      <div className="container section pricing-loading">
        <Spinner label={t('public.prices.loading')} />
      </div>
    );
  }
  const { settings, priceLists } = shown;
  return (
    <>
      <section id="wash-and-fold" className="section" aria-labelledby={`${region}-wash-fold-title`}>
        <div className="container split split--form">
          <div>
            <h2 id={`${region}-wash-fold-title`}>{t('public.service.washFold')}</h2>
            <p>{t('public.prices.washFoldText')}</p>
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
          <h2 id={`${region}-dry-title`}>{t('public.prices.dryCleanTitle')}</h2>
          <p className="lead">{t('public.prices.dryCleanLead')}</p>
          <MinimumDeliveryNote settings={settings} services={['dryClean']} />
          <DryCleanPriceList items={priceLists.dryClean} />
        </div>
      </section>

      <section id="wash-and-press" className="section" aria-labelledby={`${region}-press-title`}>
        <div className="container">
          <h2 id={`${region}-press-title`}>{t('public.service.washPress')}</h2>
          <p className="lead">{t('public.prices.washPressLead')}</p>
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
            <h2 id={`${region}-tailoring-title`}>{t('public.service.tailoring')}</h2>
            <p>{t('public.prices.tailoringText')}</p>
            <MinimumDeliveryNote settings={settings} services={['tailoring']} />
          </div>
          <div className="form-card">
            <TailoringCalculator items={priceLists.tailoring} region={region} />
          </div>
        </div>
      </section>

      <section id="comforters" className="section" aria-labelledby={`${region}-comforter-title`}>
        <div className="container">
          <h2 id={`${region}-comforter-title`}>{t('public.prices.comfortersTitle')}</h2>
          <p className="lead">{t('public.prices.comfortersLead')}</p>
          <MinimumDeliveryNote settings={settings} services={['comforter']} />
          <ComforterPriceList sizes={priceLists.comforter} />
        </div>
      </section>
    </>
  );
}
