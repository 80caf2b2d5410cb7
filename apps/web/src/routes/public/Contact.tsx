import { Link } from 'react-router-dom';
import { PHONE_SUPPORT_HOURS } from '../../features/layout/navigation';
import { LeadForm } from '../../features/leads/LeadForm';
import { LocationList } from '../../features/locations/LocationList';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Icon } from '../../ui/Icon';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

export function Contact() {
  useDocumentTitle('Contact Us');
  return (
    <>
      <PageHeader eyebrow="We're here to help" title="Contact Us">
        <p>Questions about an order, a stain or our services? Call us or send a message.</p>
      </PageHeader>
      <section className="section" aria-label="Ways to reach us">
        <div className="container">
          <ul className="card-grid card-grid--3">
            <li className="card">
              <span className="card__icon">
                <Icon name="phone" />
              </span>
              <h2 className="card__title">Call us</h2>
              <p>
                Phone support: <strong>{PHONE_SUPPORT_HOURS}</strong>. Call the store that handles your order;
                every location's number is listed below.
              </p>
            </li>
            <li className="card">
              <span className="card__icon">
                <Icon name="clock" />
              </span>
              <h2 className="card__title">Manage your orders</h2>
              <p>
                <Link to={paths.login}>Log in</Link> to see your order history, reschedule a pick-up or
                delivery, or reorder.
              </p>
            </li>
            <li className="card">
              <span className="card__icon">
                <Icon name="building" />
              </span>
              <h2 className="card__title">Business accounts</h2>
              <p>
                Wholesale customers save up to 50%. Tell us about your business on our{' '}
                <Link to={paths.businessServices}>Business Services</Link> page.
              </p>
            </li>
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="message-title">
        <div className="container split split--form">
          <div>
            <h2>Before you write</h2>
            <p>
              Many questions, from turnaround times to the cards we accept, are answered on our{' '}
              <Link to={paths.support}>Support</Link> page.
            </p>
            <p>
              We answer messages in the order they arrive. For anything urgent about a pick-up today, please
              call.
            </p>
          </div>
          <div className="form-card">
            <h2 id="message-title">Send us a message</h2>
            <LeadForm
              kind="contact"
              submitLabel="Send Message"
              successTitle="Thank you for your message!"
              successMessage="We've received it and will get back to you soon."
            />
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="stores-title">
        <div className="container">
          <h2 id="stores-title">Call a store</h2>
          <LocationList showHours={false} />
        </div>
      </section>
    </>
  );
}
