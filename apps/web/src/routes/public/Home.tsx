import './public.css';
import { InstallHint } from '../../features/install/InstallHint';
import { StoreCount } from '../../features/locations/storeCount';
import { services } from '../../features/marketing/services';
import { ZipCheckForm } from '../../features/zip/ZipCheckForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { paths } from '../paths';

const highlights = [
  { icon: 'truck', text: 'Free pick-up and delivery' },
  { icon: 'shirt', text: 'Shirts washed & pressed for $1.99 (NYC)' },
  { icon: 'leaf', text: 'Eco-friendly detergents and organic dry cleaning' },
  { icon: 'phone', text: 'Phone support 8am to 10pm, 7 days a week' },
] as const;

const steps = [
  {
    title: 'Schedule a pick-up',
    text: 'Enter your address, choose your services and pick one-hour pick-up and delivery windows, Monday to Saturday.',
  },
  {
    title: 'We clean it right',
    text: 'Your local FreshPress cleans every item with eco-friendly detergents and organic dry cleaning, following its care label.',
  },
  {
    title: 'Delivered to your door',
    text: "Everything comes back folded or on hangers. You're charged for the exact weight and items we receive.",
  },
];

export function Home() {
  useDocumentTitle(null);
  return (
    <>
      <InstallHint />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">Laundry · Dry Cleaning · Tailoring</p>
            <h1 id="hero-title">Fresh, clean clothes, picked up and delivered free.</h1>
            <p className="lead">
              Skip the trip to the laundromat. FreshPress collects your laundry, dry cleaning and alterations
              from your door and brings everything back clean, pressed and ready to wear.
            </p>
          </div>
          <div className="hero__card">
            <h2 className="hero__card-title">Do we serve your area?</h2>
            <p className="hero__card-text">Enter your zip code to check, then schedule your first pick-up.</p>
            <ZipCheckForm />
          </div>
          <ul className="hero__highlights">
            {highlights.map((item) => (
              <li key={item.text}>
                <Icon name={item.icon} size={20} />
                {item.text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">Our services</p>
            <h2 id="services-title">Everything your wardrobe needs</h2>
            <p className="lead">Six services, one pick-up. Mix and match them on a single order.</p>
          </div>
          <ul className="card-grid card-grid--3">
            {services.map((service) => (
              <li key={service.name} className="card">
                <span className="card__icon">
                  <Icon name={service.icon} />
                </span>
                <h3 className="card__title">{service.name}</h3>
                <p>{service.description}</p>
              </li>
            ))}
          </ul>
          <div className="button-row button-row--center">
            <ButtonLink to={paths.pricing} variant="secondary">
              See NYC pricing
            </ButtonLink>
            <ButtonLink to={paths.floridaPricing} variant="ghost">
              Florida pricing
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="how-title">
        <div className="container">
          <div className="section__header">
            <p className="eyebrow">How it works</p>
            <h2 id="how-title">Laundry day, done for you</h2>
          </div>
          <ol className="steps">
            {steps.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="step__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <div className="button-row button-row--center">
            <ButtonLink to={paths.order} variant="accent" size="lg">
              Schedule a Pickup
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="promise-title">
        <div className="container split">
          <div>
            <p className="eyebrow">Our promise</p>
            <h2 id="promise-title">Clean clothes, cleaner city</h2>
            <p>
              We wash with eco-friendly detergents, dry clean with organic methods and plan our pick-up routes
              so fewer vans make fewer trips. Your clothes last longer, and so does the planet.
            </p>
            <ButtonLink to={paths.promise} variant="secondary">
              Read our promise
            </ButtonLink>
          </div>
          <ul className="checklist">
            <li>
              <Icon name="check" size={20} /> Eco-friendly detergents for every wash
            </li>
            <li>
              <Icon name="check" size={20} /> Organic dry cleaning
            </li>
            <li>
              <Icon name="check" size={20} /> Free pick-up and delivery, always
            </li>
            <li>
              <Icon name="check" size={20} /> Real people on the phone, 8am to 10pm, 7 days a week
            </li>
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
              <StoreCount fallback="Locations" /> near you
            </h2>
            <p>
              Prefer to drop off? Visit one of our <StoreCount fallback="locations" /> for dry cleaning,
              tailoring and self-service laundry.
            </p>
          </div>
          <ButtonLink to={paths.locations}>Find a location</ButtonLink>
        </div>
      </section>

      <section className="section" aria-labelledby="business-title">
        <div className="container">
          <div className="teaser teaser--accent">
            <span className="teaser__icon">
              <Icon name="building" size={32} />
            </span>
            <div className="teaser__copy">
              <h2 id="business-title">Laundry for your business</h2>
              <p>Restaurants, hotels, gyms and offices save up to 50% with a FreshPress wholesale account.</p>
            </div>
            <ButtonLink to={paths.businessServices} variant="secondary">
              Business services
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
