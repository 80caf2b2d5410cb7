import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type RefObject, useEffect, useState } from 'react';
import type { MessageId } from '../../i18n/messageIds';
import { useLocale, useT } from '../../i18n/useT';
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

type CardField = 'number' | 'expiry' | 'cvc';

// docs/rules/ordering.md, The steps: card number, expiry and CVC fields, labelled as the simulated provider's fields are.
const CARD_FIELDS = [
  { name: 'number', label: 'ordering.card.number', Element: CardNumberElement },
  { name: 'expiry', label: 'ordering.card.expiry', Element: CardExpiryElement },
  { name: 'cvc', label: 'ordering.card.cvc', Element: CardCvcElement },
] as const satisfies readonly { name: CardField; label: MessageId; Element: unknown }[];

interface StripeCardProps {
  entry: RefObject<CardEntryHandle | null>;
  /** The card was edited: what it makes is another payment method. */
  onEdit: () => void;
}

function StripeCard({ entry, onEdit }: StripeCardProps) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  // One message per field: the one shown is the first field that has one.
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const error = CARD_FIELDS.map((field) => errors[field.name]).find(Boolean);

  useEffect(() => {
    entry.current = {
      async createPaymentMethod() {
        // The number element carries the expiry and CVC elements of the same Elements group with it.
        const card = elements?.getElement(CardNumberElement);
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
      <legend className="field__label">{t('ordering.payment.card')}</legend>
      <div className="card-fields">
        {CARD_FIELDS.map(({ name, label, Element }) => (
          <div key={name} className={`field card-fields__${name}`}>
            <span className="field__label">{t(label)}</span>
            <div className="input stripe-card">
              <Element
                options={{ style: { base: { fontSize: '16px', color: '#14213d' } } }}
                onChange={(event) => {
                  setErrors((current) => ({ ...current, [name]: event.error?.message }));
                  onEdit();
                }}
              />
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Stripe Elements' card fields (docs/rules/ordering.md, The steps: card entry) when payments.config says 'stripe'. */
export default function StripeCardFields({
  publishableKey,
  entry,
  onEdit,
}: StripeCardProps & { publishableKey: string }) {
  // Stripe words its own messages (a refused or mistyped card) in the page's language; its fields are mounted again
  // when the language changes.
  const locale = useLocale() === 'es' ? 'es' : 'en';
  return (
    <Elements key={locale} stripe={stripeFor(publishableKey)} options={{ locale }}>
      <StripeCard entry={entry} onEdit={onEdit} />
    </Elements>
  );
}
