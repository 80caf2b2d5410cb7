import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/messageIds';
import { T } from '../../i18n/Trans';
import { useT } from '../../i18n/useT';
import { paths } from '../../routes/paths';
import { StoreCount } from '../locations/storeCount';

export interface Faq {
  id: string;
  /** The question, a message of the `public` catalogue. */
  question: MessageId;
  answer: ReactNode;
}

/** The services answer's link to the locations page, with the store count ('locations' until it is known). */
function LocationsCount() {
  const t = useT();
  return <StoreCount fallback={t('public.storeCount.locations')} />;
}

/** docs/rules/public-site.md, Pages: ten questions; answers follow docs/rules/. */
export const faqs: readonly Faq[] = [
  {
    id: 'turnaround',
    question: 'public.faq.turnaroundQuestion',
    answer: (
      <>
        <p>
          <T id="public.faq.turnaroundAnswer1" />
        </p>
        <p>
          <T id="public.faq.turnaroundAnswer2" />
        </p>
      </>
    ),
  },
  {
    id: 'services',
    question: 'public.faq.servicesQuestion',
    answer: (
      <p>
        <T
          id="public.faq.servicesAnswer"
          components={{ 0: <Link to={paths.locations} />, 1: <LocationsCount /> }}
        />
      </p>
    ),
  },
  {
    id: 'coupons',
    question: 'public.faq.couponsQuestion',
    answer: (
      <p>
        <T id="public.faq.couponsAnswer" components={{ 0: <Link to={paths.specials} /> }} />
      </p>
    ),
  },
  {
    id: 'tailoring',
    question: 'public.faq.tailoringQuestion',
    answer: (
      <p>
        <T id="public.faq.tailoringAnswer" components={{ 0: <Link to={paths.pricing} /> }} />
      </p>
    ),
  },
  {
    id: 'eco',
    question: 'public.faq.ecoQuestion',
    answer: (
      <p>
        <T id="public.faq.ecoAnswer" components={{ 0: <Link to={paths.promise} /> }} />
      </p>
    ),
  },
  {
    id: 'stains',
    question: 'public.faq.stainsQuestion',
    answer: (
      <p>
        <T id="public.faq.stainsAnswer" />
      </p>
    ),
  },
  {
    id: 'discoloring',
    question: 'public.faq.discoloringQuestion',
    answer: (
      <p>
        <T id="public.faq.discoloringAnswer" />
      </p>
    ),
  },
  {
    id: 'cards',
    question: 'public.faq.cardsQuestion',
    answer: (
      <p>
        <T id="public.faq.cardsAnswer" />
      </p>
    ),
  },
  {
    id: 'out-of-area',
    question: 'public.faq.outOfAreaQuestion',
    answer: (
      <p>
        <T
          id="public.faq.outOfAreaAnswer"
          components={{
            0: <Link to={paths.home} />,
            1: <Link to={paths.locations} />,
            2: <Link to={paths.businessServices} />,
          }}
        />
      </p>
    ),
  },
  {
    id: 'free-delivery',
    question: 'public.faq.freeDeliveryQuestion',
    answer: (
      <p>
        <T id="public.faq.freeDeliveryAnswer" />
      </p>
    ),
  },
];
