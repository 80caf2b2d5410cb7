import { Link } from 'react-router-dom';
import { PHONE_SUPPORT_HOURS } from '../../features/layout/navigation';
import { faqs } from '../../features/support/faqs';
import { inPageLanguage } from '../../i18n/serverMessages';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Accordion } from '../../ui/Accordion';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

export function Support() {
  const t = useT();
  useDocumentTitle(t('public.support.title'));
  return (
    <>
      <PageHeader eyebrow={t('public.support.title')} title={t('public.support.heading')}>
        <p>{t('public.support.intro')}</p>
      </PageHeader>
      <section className="section" aria-label={t('public.support.qaLabel')}>
        <div className="container page--narrow">
          <Accordion
            items={faqs.map((faq) => ({ id: faq.id, title: t(faq.question), content: faq.answer }))}
            headingLevel={2}
          />
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="more-help-title">
        <div className="container teaser">
          <div className="teaser__copy">
            <h2 id="more-help-title">{t('public.support.moreTitle')}</h2>
            <p>
              <T
                id="public.support.moreText"
                values={{ hours: inPageLanguage(PHONE_SUPPORT_HOURS) }}
                components={{ 0: <Link to={paths.contact} /> }}
              />
            </p>
          </div>
          <ButtonLink to={paths.contact}>{t('public.support.contactUs')}</ButtonLink>
        </div>
      </section>
    </>
  );
}
