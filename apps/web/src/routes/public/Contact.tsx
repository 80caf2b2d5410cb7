import { Link } from 'react-router-dom';
import { PHONE_SUPPORT_HOURS } from '../../features/layout/navigation';
import { LeadForm } from '../../features/leads/LeadForm';
import { LocationList } from '../../features/locations/LocationList';
import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Icon } from '../../ui/Icon';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

export function Contact() {
  const t = useT();
  useDocumentTitle(t('public.contact.title'));
  return (
    <>
      <PageHeader eyebrow={t('public.contact.eyebrow')} title={t('public.contact.title')}>
        <p>{t('public.contact.intro')}</p>
      </PageHeader>
      <section className="section" aria-label={t('public.contact.waysLabel')}>
        <div className="container">
          <ul className="card-grid card-grid--3">
            <li className="card">
              <span className="card__icon">
                <Icon name="phone" />
              </span>
              <h2 className="card__title">{t('public.contact.callTitle')}</h2>
              <p>
                <T
                  id="public.contact.callText"
                  values={{ hours: inPageLanguage(PHONE_SUPPORT_HOURS) }}
                  components={{ 0: <strong /> }}
                />
              </p>
            </li>
            <li className="card">
              <span className="card__icon">
                <Icon name="clock" />
              </span>
              <h2 className="card__title">{t('public.contact.ordersTitle')}</h2>
              <p>
                <T id="public.contact.ordersText" components={{ 0: <Link to={paths.login} /> }} />
              </p>
            </li>
            <li className="card">
              <span className="card__icon">
                <Icon name="building" />
              </span>
              <h2 className="card__title">{t('public.contact.businessTitle')}</h2>
              <p>
                <T
                  id="public.contact.businessText"
                  components={{ 0: <Link to={paths.businessServices} /> }}
                />
              </p>
            </li>
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="message-title">
        <div className="container split split--form">
          <div>
            <h2>{t('public.contact.beforeTitle')}</h2>
            <p>
              <T id="public.contact.beforeFaq" components={{ 0: <Link to={paths.support} /> }} />
            </p>
            <p>{t('public.contact.beforeUrgent')}</p>
          </div>
          <div className="form-card">
            <h2 id="message-title">{t('public.contact.messageTitle')}</h2>
            <LeadForm
              kind="contact"
              submitLabel={t('public.contact.submit')}
              successTitle={t('public.contact.successTitle')}
              successMessage={t('public.contact.successMessage')}
            />
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="stores-title">
        <div className="container">
          <h2 id="stores-title">{t('public.contact.storesTitle')}</h2>
          <LocationList showHours={false} />
        </div>
      </section>
    </>
  );
}
