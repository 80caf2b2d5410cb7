import { LeadForm } from '../../features/leads/LeadForm';
import { StoreCount } from '../../features/locations/storeCount';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Icon, type IconName } from '../../ui/Icon';
import { PageHeader } from './PageHeader';

const industries: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'sparkle',
    title: 'Restaurants & cafés',
    text: 'Table linens, napkins, aprons and kitchen uniforms, returned spotless before the next service.',
  },
  {
    icon: 'bed',
    title: 'Hotels & rentals',
    text: 'Sheets, towels and comforters for hotels, short-term rentals and property managers.',
  },
  {
    icon: 'washer',
    title: 'Gyms, spas & salons',
    text: 'Towels, robes and capes washed, dried and folded on a schedule that matches your busiest days.',
  },
  {
    icon: 'shirt',
    title: 'Offices & teams',
    text: 'Uniforms, dress shirts and suits dry cleaned or washed and pressed, plus tailoring for new hires.',
  },
];

const benefits = [
  'Wholesale pricing, up to 50% off our retail prices',
  'Free pick-up and delivery, on a recurring schedule or on demand',
  'Wash & fold, organic wash & fold, dry cleaning, wash & press, tailoring and comforters',
  'Eco-friendly detergents and organic dry cleaning',
  'Phone support 8am to 10pm, 7 days a week',
];

export function BusinessServices() {
  useDocumentTitle('Business Services');
  return (
    <>
      <PageHeader eyebrow="Wholesale & business" title="Business Services">
        <p>
          Laundry, dry cleaning and tailoring for businesses of every size, with wholesale savings of up to
          50%. We pick up, clean and deliver so your team can stay focused on your customers.
        </p>
      </PageHeader>
      <section className="section" aria-labelledby="industries-title">
        <div className="container">
          <h2 id="industries-title">Who we work with</h2>
          <ul className="card-grid card-grid--4">
            {industries.map((industry) => (
              <li key={industry.title} className="card">
                <span className="card__icon">
                  <Icon name={industry.icon} />
                </span>
                <h3 className="card__title">{industry.title}</h3>
                <p>{industry.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="inquiry-title">
        <div className="container split split--form">
          <div>
            <h2>Why businesses choose FreshPress</h2>
            <ul className="checklist">
              {benefits.map((text) => (
                <li key={text}>
                  <Icon name="check" size={20} /> {text}
                </li>
              ))}
              <li>
                <Icon name="check" size={20} /> <StoreCount fallback="Our locations" /> behind every account
              </li>
            </ul>
            <h3>How it works</h3>
            <ol className="numbered">
              <li>Tell us what you need cleaned and how often.</li>
              <li>We send you a wholesale price list for your account.</li>
              <li>Your pick-ups start on the days that suit you.</li>
            </ol>
          </div>
          <div className="form-card">
            <h2 id="inquiry-title">Request wholesale pricing</h2>
            <p>Send us a few details and our business team will get back to you.</p>
            <LeadForm
              kind="business"
              submitLabel="Send Inquiry"
              messageLabel="What would you like us to clean?"
              successTitle="Thank you for your inquiry!"
              successMessage="Our business services team will contact you soon to talk about your wholesale account."
            />
          </div>
        </div>
      </section>
    </>
  );
}
