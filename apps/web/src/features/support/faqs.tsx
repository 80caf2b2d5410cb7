import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { StoreCount } from '../locations/storeCount';

export interface Faq {
  id: string;
  question: string;
  answer: ReactNode;
}

/** docs/rules/public-site.md, Pages: ten questions; answers follow docs/rules/. */
export const faqs: readonly Faq[] = [
  {
    id: 'turnaround',
    question: 'How long does it take to get my clothes back?',
    answer: (
      <>
        <p>
          It depends on the services in your order. When you schedule, you pick a one-hour pick-up window, and
          we offer the delivery dates your services allow: each service has its own minimum number of business
          days, and weekends don't count. Pick-ups and deliveries run Monday to Saturday.
        </p>
        <p>
          In a hurry? Orders of only wash &amp; fold (regular or organic) over 9 lbs, with a pick-up window
          starting before 6pm, can have express delivery: your laundry comes back the same day, 3 hours after
          your pick-up window starts, for an extra $0.40 per lb.
        </p>
      </>
    ),
  },
  {
    id: 'services',
    question: 'What services do you offer?',
    answer: (
      <p>
        Wash &amp; Fold, Organic Wash &amp; Fold, Dry Clean, Wash &amp; Press, Tailoring and Comforter
        cleaning, all with free pick-up and delivery. You can combine several services on one order. Our{' '}
        <Link to={paths.locations}>
          <StoreCount fallback="locations" />
        </Link>{' '}
        also take drop-offs, and many have self-service laundry.
      </p>
    ),
  },
  {
    id: 'coupons',
    question: 'Do you accept coupons or promo codes?',
    answer: (
      <p>
        Yes. Enter your promo code at checkout; codes are not case-sensitive. Some specials are for first-time
        customers only or apply to certain services, and each has an expiration date. See our current offers
        on the <Link to={paths.specials}>Specials</Link> page, including shirts washed and pressed for $1.99
        (New York City only).
      </p>
    ),
  },
  {
    id: 'tailoring',
    question: 'Do you offer tailoring and alterations?',
    answer: (
      <p>
        Yes. Our tailors hem, taper, replace zippers, shorten sleeves, adjust waists, add patches, replace
        linings and repair dresses, pants, jumpsuits, shirts, jackets, coats and curtains. Choose the work for
        each item when you order and add instructions. You can estimate the price with the tailoring
        calculator on our <Link to={paths.pricing}>Pricing</Link> page.
      </p>
    ),
  },
  {
    id: 'eco',
    question: 'What makes your cleaning eco-friendly?',
    answer: (
      <p>
        We use eco-friendly detergents for every wash, offer Organic Wash &amp; Fold, and our dry cleaning is
        organic, without harsh traditional solvents. Read more about{' '}
        <Link to={paths.promise}>our promise</Link>.
      </p>
    ),
  },
  {
    id: 'stains',
    question: 'Can you remove stains?',
    answer: (
      <p>
        We pre-treat the stains we find before cleaning, and most everyday stains come out. Point out anything
        we should look at in your order instructions: telling us what the stain is and how old it is helps.
        Some set-in stains, dyes and bleach marks can't be removed without damaging the fabric; we won't take
        that risk with your clothes, and still clean the rest of the item with care.
      </p>
    ),
  },
  {
    id: 'discoloring',
    question: 'Will my clothes fade or discolor?',
    answer: (
      <p>
        We sort every load by color and fabric and follow each item's care label, which keeps colors from
        running. New, brightly dyed clothes can still bleed in their first washes, so mention them in your
        instructions, or choose Dry Clean for delicate colors.
      </p>
    ),
  },
  {
    id: 'cards',
    question: 'Which cards do you accept?',
    answer: (
      <p>
        We accept Visa, MasterCard and Discover. When you book, we place a temporary hold on your card for
        150% of your estimate, because the final price depends on the exact weight and items we receive.
        You're only charged the final amount; the rest of the hold is released. If you cancel, the hold is
        released within 7 days.
      </p>
    ),
  },
  {
    id: 'out-of-area',
    question: "What if you don't serve my area?",
    answer: (
      <p>
        Enter your zip code on the <Link to={paths.home}>home page</Link> to check. If you see "Sorry! We're
        not yet available in your area.", you can still drop off at any of our{' '}
        <Link to={paths.locations}>locations</Link>. We are adding new zip codes, so check again soon.
        Businesses outside our area can <Link to={paths.businessServices}>contact our business team</Link>.
      </p>
    ),
  },
  {
    id: 'free-delivery',
    question: 'Is pick-up and delivery really free?',
    answer: (
      <p>
        Yes, pick-up and delivery are always free. Each service has a minimum order amount for delivery; if
        your order is under it, the difference is added as a minimum delivery charge, and you'll see it in
        your order summary before you book.
      </p>
    ),
  },
];
