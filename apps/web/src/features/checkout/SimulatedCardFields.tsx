import { CHECKOUT_MESSAGES } from '@laundry/validators/checkout';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { controlAttributes, Field } from '../../ui/Field';
import { CardEntryError, type CardEntryHandle } from './cardEntry';

// Stripe Elements' own wording for incomplete fields, so both providers read the same.
const INCOMPLETE = {
  number: 'ordering.card.numberIncomplete',
  expiry: 'ordering.card.expiryIncomplete',
  cvc: 'ordering.card.cvcIncomplete',
} as const;
type CardField = keyof typeof INCOMPLETE;

interface MaskedFieldProps {
  name: CardField;
  label: string;
  mask: string;
  placeholder: string;
  autoComplete: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function MaskedField({
  name,
  label,
  mask,
  placeholder,
  autoComplete,
  value,
  error,
  onChange,
}: MaskedFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} className={`card-fields__${name}`}>
      <IMaskInput
        className="input"
        inputMode="numeric"
        autoComplete={autoComplete}
        mask={mask}
        placeholder={placeholder}
        value={value}
        onAccept={(masked: string) => onChange(masked)}
        {...controlAttributes(id, { error })}
      />
    </Field>
  );
}

/**
 * The simulated provider's card fields (the offline default): plain number, expiry and CVC, turned into
 * a payment method by payments.createTestPaymentMethod. Stripe Elements replaces them when configured.
 */
export function SimulatedCardFields({
  entry,
  onEdit,
}: {
  entry: RefObject<CardEntryHandle | null>;
  onEdit: () => void;
}) {
  const t = useT();
  const trpc = useTRPC();
  const createMethod = useMutation(trpc.payments.createTestPaymentMethod.mutationOptions());
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});

  useEffect(() => {
    entry.current = {
      async createPaymentMethod() {
        const digits = card.number.replace(/\D/g, '');
        const [month = '', year = ''] = card.expiry.split('/');
        const found: Partial<Record<CardField, string>> = {};
        if (digits.length < 15) found.number = t(INCOMPLETE.number);
        if (month.length !== 2 || year.length !== 2) found.expiry = t(INCOMPLETE.expiry);
        if (card.cvc.length < 3) found.cvc = t(INCOMPLETE.cvc);
        setErrors(found);
        const first = Object.values(found)[0];
        if (first) throw new CardEntryError(first);
        try {
          const method = await createMethod.mutateAsync({
            number: digits,
            expMonth: Number(month),
            expYear: 2000 + Number(year),
            cvc: card.cvc,
            saveToAccount: false,
          });
          return method.id;
        } catch (error) {
          throw new CardEntryError(userMessage(error, CHECKOUT_MESSAGES.paymentProcessing));
        }
      },
    };
    return () => {
      entry.current = null;
    };
  }, [entry, card, createMethod.mutateAsync, t]);

  const set = (name: CardField) => (value: string) => {
    setCard((current) => ({ ...current, [name]: value }));
    onEdit();
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  return (
    <div className="card-fields">
      <MaskedField
        name="number"
        label={t('ordering.card.number')}
        mask="0000 0000 0000 0000"
        placeholder="1234 1234 1234 1234"
        autoComplete="cc-number"
        value={card.number}
        error={errors.number}
        onChange={set('number')}
      />
      <MaskedField
        name="expiry"
        label={t('ordering.card.expiry')}
        mask="00/00"
        placeholder={t('ordering.card.expiryPlaceholder')}
        autoComplete="cc-exp"
        value={card.expiry}
        error={errors.expiry}
        onChange={set('expiry')}
      />
      <MaskedField
        name="cvc"
        label={t('ordering.card.cvc')}
        mask="0000"
        placeholder="123"
        autoComplete="cc-csc"
        value={card.cvc}
        error={errors.cvc}
        onChange={set('cvc')}
      />
    </div>
  );
}
