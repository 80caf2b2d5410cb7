import { lazy, Suspense } from 'react';
import './public.css';
import { useStoreCount } from '../../features/locations/storeCount';
import { services } from '../../features/marketing/services';
import { ZipCheckForm } from '../../features/zip/ZipCheckForm';
import { countValues } from '../../i18n/i18n';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { paths } from '../paths';

const highlights: ReadonlyArray<{ icon: IconName; text: MessageId }> = [
  { icon: 'truck', text: 'public.home.highlightDelivery' },
  { icon: 'shirt', text: 'public.home.highlightShirts' },
  { icon: 'leaf', text: 'public.common.ecoAndOrganic' },
  { icon: 'phone', text: 'public.common.phoneSupport' },
];

const steps: ReadonlyArray<{ title: MessageId; text: MessageId }> = [
  { title: 'public.home.step1Title', text: 'public.home.step1Text' },
  { title: 'public.home.step2Title', text: 'public.home.step2Text' },
  { title: 'public.home.step3Title', text: 'public.home.step3Text' },
];

const promises: readonly MessageId[] = [
  'public.home.checkDetergents',
  'public.home.checkDryCleaning',
  'public.home.checkDelivery',
  'public.home.checkPhone',
];

/**
 * The add-to-home-screen hint shows on an iPhone only, after the page: its code is a chunk of its own, so the home
 * page's first JavaScript does not carry it (docs/decisions/0101-customer-side-in-spanish.md).
 */
const InstallHint = lazy(() =>
  import('../../features/install/InstallHint').then((module) => ({ default: module.InstallHint })),
);

export function Home() {
  const t = useT();
  const count = useStoreCount();
  const stores = count === null ? null : t('public.storeCount.count', countValues(count));
  useDocumentTitle(null);
  return (
    <>
      <Suspense fallback={null}>
        <InstallHint />
      </Suspense>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">{t('public.home.eyebrow')}</p>
            <h1 id="hero-title">{t('public.home.heroTitle')}</h1>
            <p className="lead">{t('public.home.heroLead')}</p>
          </div>
          <div className="hero__card">
            <h2 className="hero__card-title">{t('public.home.zipTitle')}</h2>
            <p className="hero__card-text">{t('public.home.zipText')}</p>
            <ZipCheckForm />
          </div>
          <ul className="hero__highlights">
            {highlights.map((item) => (
              <li key={item.text}>
                <Icon name={item.icon} size={20} />
                {t(item.text)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">{t('public.home.servicesEyebrow')}</p>
            <h2 id="services-title">{t('public.home.servicesTitle')}</h2>
            <p className="lead">{t('public.home.servicesLead')}</p>
          </div>
          <ul className="card-grid card-grid--3">
            {services.map((service) => (
              <li key={service.key} className="card">
                <span className="card__icon">
                  <Icon name={service.icon} />
                </span>
                <h3 className="card__title">{t(service.name)}</h3>
                <p>{t(service.description)}</p>
              </li>
            ))}
          </ul>
          <div className="button-row button-row--center">
            <ButtonLink to={paths.pricing} variant="secondary">
              {t('public.home.seeNycPricing')}
            </ButtonLink>
            <ButtonLink to={paths.floridaPricing} variant="ghost">
              {t('public.home.floridaPricing')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="how-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">{t('public.common.howItWorks')}</p>
            <h2 id="how-title">{t('public.home.howTitle')}</h2>
          </div>
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="step__title">{t(step.title)}</h3>
                <p>{t(step.text)}</p>
              </li>
            ))}
          </ol>
          <div className="button-row button-row--center">
            <ButtonLink to={paths.order} variant="accent" size="lg">
              {t('public.common.schedulePickup')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="promise-title">
        <div className="container split">
          <div>
            <p className="eyebrow">{t('public.common.ourPromise')}</p>
            <h2 id="promise-title">{t('public.common.cleanerCity')}</h2>
            <p>{t('public.home.promiseText')}</p>
            <ButtonLink to={paths.promise} variant="secondary">
              {t('public.home.readPromise')}
            </ButtonLink>
          </div>
          <ul className="checklist">
            {promises.map((promise) => (
              <li key={promise}>
                <Icon name="check" size={20} /> {t(promise)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="locations-title">
        <div className="container teaser">
          <span className="teaser__icon">
            <Icon name="pin" size={32} />
          </span>
          <div className="teaser__copy">
            <h2 id="locations-title">
              {t('public.home.locationsTitle', { stores: stores ?? t('public.home.locationsTitleFallback') })}
            </h2>
            <p>{t('public.home.locationsText', { stores: stores ?? t('public.storeCount.locations') })}</p>
          </div>
          <ButtonLink to={paths.locations}>{t('public.home.findLocation')}</ButtonLink>
        </div>
      </section>

      <section className="section" aria-labelledby="business-title">
        <div className="container">
          <div className="teaser teaser--accent">
            <span className="teaser__icon">
              <Icon name="building" size={32} />
            </span>
            <div className="teaser__copy">
              <h2 id="business-title">{t('public.home.businessTitle')}</h2>
              <p>{t('public.home.businessText')}</p>
            </div>
            <ButtonLink to={paths.businessServices} variant="secondary">
              {t('public.home.businessServices')}
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
