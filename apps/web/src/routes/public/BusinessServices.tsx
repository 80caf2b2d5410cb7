import { LeadForm } from '../../features/leads/LeadForm';
import { StoreCount } from '../../features/locations/storeCount';
import type { MessageId } from '../../i18n/messageIds';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Icon, type IconName } from '../../ui/Icon';
import { PageHeader } from './PageHeader';

const industries: ReadonlyArray<{ icon: IconName; title: MessageId; text: MessageId }> = [
  { icon: 'sparkle', title: 'public.business.restaurantsTitle', text: 'public.business.restaurantsText' },
  { icon: 'bed', title: 'public.business.hotelsTitle', text: 'public.business.hotelsText' },
  { icon: 'washer', title: 'public.business.gymsTitle', text: 'public.business.gymsText' },
  { icon: 'shirt', title: 'public.business.officesTitle', text: 'public.business.officesText' },
];

const benefits: readonly MessageId[] = [
  'public.business.wholesale',
  'public.business.delivery',
  'public.business.services',
  'public.common.ecoAndOrganic',
  'public.common.phoneSupport',
];

const steps: readonly MessageId[] = [
  'public.business.step1',
  'public.business.step2',
  'public.business.step3',
];

export function BusinessServices() {
  const t = useT();
  useDocumentTitle(t('public.business.title'));
  return (
    <>
      <PageHeader eyebrow={t('public.business.eyebrow')} title={t('public.business.title')}>
        <p>{t('public.business.intro')}</p>
      </PageHeader>
      <section className="section" aria-labelledby="industries-title">
        <div className="container">
          <h2 id="industries-title">{t('public.business.industriesTitle')}</h2>
          <ul className="card-grid card-grid--4">
            {industries.map((industry) => (
              <li key={industry.title} className="card">
                <span className="card__icon">
                  <Icon name={industry.icon} />
                </span>
                <h3 className="card__title">{t(industry.title)}</h3>
                <p>{t(industry.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="inquiry-title">
        <div className="container split split--form">
          <div>
            <h2>{t('public.business.whyTitle')}</h2>
            <ul className="checklist">
              {benefits.map((text) => (
                <li key={text}>
                  <Icon name="check" size={20} /> {t(text)}
                </li>
              ))}
              <li>
                <Icon name="check" size={20} />{' '}
                <T
                  id="public.business.locations"
                  components={{ 0: <StoreCount fallback={t('public.common.ourLocations')} /> }}
                />
              </li>
            </ul>
            <h3>{t('public.common.howItWorks')}</h3>
            <ol className="numbered">
              {steps.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </div>
          <div className="form-card">
            <h2 id="inquiry-title">{t('public.business.inquiryTitle')}</h2>
            <p>{t('public.business.inquiryText')}</p>
            <LeadForm
              kind="business"
              submitLabel={t('public.business.submit')}
              messageLabel={t('public.business.messageLabel')}
              successTitle={t('public.business.successTitle')}
              successMessage={t('public.business.successMessage')}
            />
          </div>
        </div>
      </section>
    </>
  );
}
