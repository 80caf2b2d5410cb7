import { StoreCount } from '../../features/locations/storeCount';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ButtonLink } from '../../ui/Button';
import { Icon, type IconName } from '../../ui/Icon';
import { paths } from '../paths';
import { PageHeader } from './PageHeader';

const practices: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'leaf',
    title: 'Eco-friendly detergents',
    text: 'We wash with biodegradable, phosphate-free detergents that are gentle on fabrics and on sensitive skin. Choose Organic Wash & Fold for a wash that is eco-friendly from start to finish.',
  },
  {
    icon: 'hanger',
    title: 'Organic dry cleaning',
    text: 'Our dry cleaning uses organic, non-toxic methods instead of harsh traditional solvents, so suits, dresses and delicates come back fresh without a chemical smell.',
  },
  {
    icon: 'washer',
    title: 'Gentle, efficient washing',
    text: 'Loads are sorted by color and fabric and washed at the temperature the care label asks for: no more, no less. That saves energy and keeps colors bright.',
  },
  {
    icon: 'truck',
    title: 'Fewer trips',
    text: 'Our drivers collect and deliver on planned neighborhood routes. One van making a round replaces dozens of separate trips to the cleaners.',
  },
  {
    icon: 'recycle',
    title: 'Less waste',
    text: 'Hand your hangers and garment bags back to your driver or at any location and we will reuse them.',
  },
  {
    icon: 'sparkle',
    title: 'Clothes that last longer',
    text: 'Pre-treating stains, careful pressing and prompt repairs from our tailors keep your wardrobe in service for years, which is the greenest choice of all.',
  },
];

const servicePromises = [
  'Pick-up and delivery are always free.',
  'You pay for what we clean: wash and fold is charged on the exact weight we receive.',
  'Real people answer phone support from 8am to 10pm, 7 days a week.',
];

export function OurPromise() {
  useDocumentTitle('Our Promise');
  return (
    <>
      <PageHeader eyebrow="Our promise" title="Clean clothes, cleaner city">
        <p>
          Every FreshPress location follows the same organic practices, whether you drop off in person or we
          pick up from your door. Here is what that means for your clothes and for the planet.
        </p>
      </PageHeader>
      <section className="section" aria-labelledby="practices-title">
        <div className="container">
          <h2 id="practices-title">Our organic practices</h2>
          <ul className="card-grid card-grid--3">
            {practices.map((practice) => (
              <li key={practice.title} className="card">
                <span className="card__icon">
                  <Icon name={practice.icon} />
                </span>
                <h3 className="card__title">{practice.title}</h3>
                <p>{practice.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="service-promise-title">
        <div className="container split">
          <div>
            <h2 id="service-promise-title">Our service promise</h2>
            <p>Organic cleaning is only half of it. We also promise to make laundry day simple and fair.</p>
            <ButtonLink to={paths.order} variant="accent" size="lg">
              Schedule a Pickup
            </ButtonLink>
          </div>
          <ul className="checklist">
            {servicePromises.map((text) => (
              <li key={text}>
                <Icon name="check" size={20} /> {text}
              </li>
            ))}
            <li>
              <Icon name="check" size={20} /> With <StoreCount fallback="our locations" />, there is always a
              FreshPress nearby.
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
