import { useQuery } from '@tanstack/react-query';
import { lazy, type RefObject, Suspense, useEffect } from 'react';
import { useT } from '../../i18n/useT';
import { useTRPC } from '../../lib/trpc';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import type { CardEntryHandle } from './cardEntry';
import { NEW_CARD, SavedCards } from './SavedCards';
import { SimulatedCardFields } from './SimulatedCardFields';

// Stripe Elements load only on checkout, and only when Stripe is the provider.
const StripeCardFields = lazy(() => import('./StripeCardFields'));

interface PaymentSectionProps {
  entry: RefObject<CardEntryHandle | null>;
  /** Signed-in customers: saved cards and the Save Card checkbox (docs/rules/ordering.md, The steps; docs/rules/roles.md, Who may do what). */
  customer: boolean;
  /** A phone order: the customer's saved cards, which staff may choose (docs/decisions/0087-phone-orders.md). */
  phoneCustomerId?: string | undefined;
  cardChoice: string;
  onCardChoice: (value: string) => void;
  /** The new card's fields were edited: what they make is another payment method. */
  onCardEdit: () => void;
  saveCard: boolean;
  onSaveCard: (value: boolean) => void;
}

/** Card entry (docs/rules/ordering.md, The steps): saved cards, Stripe Elements or the simulated provider's fields, Save Card. */
export function PaymentSection({
  entry,
  customer,
  phoneCustomerId,
  cardChoice,
  onCardChoice,
  onCardEdit,
  saveCard,
  onSaveCard,
}: PaymentSectionProps) {
  const t = useT();
  const trpc = useTRPC();
  const config = useQuery(
    trpc.payments.config.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
  const ownCards = useQuery({ ...trpc.payments.methods.queryOptions(), enabled: customer });
  const customerCards = useQuery({
    ...trpc.checkout.customerCards.queryOptions({ userId: phoneCustomerId ?? '' }),
    enabled: phoneCustomerId !== undefined,
  });
  const methods = phoneCustomerId !== undefined ? customerCards : ownCards;
  const cards = methods.data ?? [];
  const firstCard = cards[0]?.id;

  // A customer with saved cards starts on the first one.
  useEffect(() => {
    if (firstCard && cardChoice === '') onCardChoice(firstCard);
  }, [firstCard, cardChoice, onCardChoice]);

  if (!config.data || ((customer || phoneCustomerId !== undefined) && methods.isPending))
    return <Spinner label={t('ordering.payment.loading')} />;
  const newCard = cardChoice === NEW_CARD || cardChoice === '' || cards.length === 0;
  return (
    <section className="checkout-section" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="checkout-section__title">
        {t('ordering.payment.title')}
      </h2>
      {config.data.testMode ? (
        <Banner tone="info" className="checkout-test-mode">
          <p>{t('ordering.payment.testMode')}</p>
        </Banner>
      ) : null}
      {cards.length > 0 ? (
        <SavedCards cards={cards} value={cardChoice || NEW_CARD} onChange={onCardChoice} />
      ) : null}
      {newCard ? (
        config.data.provider === 'stripe' && config.data.publishableKey ? (
          <Suspense fallback={<Spinner label={t('ordering.payment.loadingCardForm')} />}>
            <StripeCardFields publishableKey={config.data.publishableKey} entry={entry} onEdit={onCardEdit} />
          </Suspense>
        ) : (
          <SimulatedCardFields entry={entry} onEdit={onCardEdit} />
        )
      ) : null}
      {customer && newCard ? (
        <label className="checkbox-choice">
          <input type="checkbox" checked={saveCard} onChange={(event) => onSaveCard(event.target.checked)} />
          {t('ordering.payment.saveCard')}
        </label>
      ) : null}
    </section>
  );
}
