import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type RefObject, useEffect, useState } from 'react';
import { CARD_FORM_NOT_LOADED, CardEntryError, type CardEntryHandle } from './cardEntry';

// Stripe.js is fetched from Stripe only when a checkout with Stripe opens (this module is its own chunk).
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripes.set(publishableKey, promise);
  }
  return promise;
}

interface StripeCardProps {
  entry: RefObject<CardEntryHandle | null>;
  /** The card was edited: what it makes is another payment method. */
  onEdit: () => void;
}

function StripeCard({ entry, onEdit }: StripeCardProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    entry.current = {
      async createPaymentMethod() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new CardEntryError(CARD_FORM_NOT_LOADED);
        const result = await stripe.createPaymentMethod({ type: 'card', card });
        if (result.error) throw new CardEntryError(result.error.message ?? CARD_FORM_NOT_LOADED);
        return result.paymentMethod.id;
      },
    };
    return () => {
      entry.current = null;
    };
  }, [entry, stripe, elements]);

  return (
    <fieldset className={error ? 'field field--invalid choice-group' : 'field choice-group'}>
      <legend className="field__label">Card</legend>
      <div className="input stripe-card">
        <CardElement
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#14213d' } } }}
          onChange={(event) => {
            setError(event.error?.message);
            onEdit();
          }}
        />
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Stripe Elements' card field (spec 001 §2 card entry) when payments.config says 'stripe'. */
export default function StripeCardFields({
  publishableKey,
  entry,
  onEdit,
}: StripeCardProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard entry={entry} onEdit={onEdit} />
    </Elements>
  );
}
