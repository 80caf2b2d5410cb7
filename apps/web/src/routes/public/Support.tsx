import { Link } from 'react-router-dom';
import { PHONE_SUPPORT_HOURS } from '../../features/layout/navigation';
import { faqs } from '../../features/support/faqs';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Accordion } from '../../ui/Accordion';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

export function Support() {
  useDocumentTitle('Support');
  return (
    <>
      <PageHeader eyebrow="Support" title="Frequently Asked Questions">
        <p>Quick answers about our services, pricing, payments and pick-up and delivery.</p>
      </PageHeader>
      <section className="section" aria-label="Questions and answers">
        <div className="container page--narrow">
          <Accordion
            items={faqs.map((faq) => ({ id: faq.id, title: faq.question, content: faq.answer }))}
            headingLevel={2}
          />
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="more-help-title">
        <div className="container teaser">
          <div className="teaser__copy">
            <h2 id="more-help-title">Still have a question?</h2>
            <p>
              Phone support is available {PHONE_SUPPORT_HOURS}, or{' '}
              <Link to={paths.contact}>send us a message</Link>.
            </p>
          </div>
          <ButtonLink to={paths.contact}>Contact Us</ButtonLink>
        </div>
      </section>
    </>
  );
}
