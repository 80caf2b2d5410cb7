import { PROMO_ERROR_MESSAGES } from '@laundry/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
import { formatCents } from '../../lib/money';
import { useTRPC } from '../../lib/trpc';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { LocalOrder } from '../ordering/store/localOrder';
import type { OrderAction } from '../ordering/store/orderReducer';
import { completeDraft, editInput, type ServerQuote, usePhoneOrderQuoteFor } from './useServerQuote';

interface PromoFormProps {
  order: LocalOrder;
  dispatch: (action: OrderAction) => void;
  /** The server's quote of the order as it stands (with the applied code, if any). */
  quote: ServerQuote | undefined;
  /** A staff edit of this order: the code is tried as orders.update will price it. */
  editOrderId?: string | null;
}

/**
 * The promo form (docs/rules/ordering.md, The steps; docs/rules/pricing.md, Promotions): the server checks the code against the order and answers with one
 * of the five promo messages; a code is kept on the order only once the server has accepted it.
 */
export function PromoForm({ order, dispatch, quote, editOrderId = null }: PromoFormProps) {
  const t = useT();
  const trpc = useTRPC();
  const quoteFor = usePhoneOrderQuoteFor();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  // Applying or removing a code replaces the focused control: focus moves to the one that takes its place.
  const moveFocus = useRef(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const applied = order.promoCode;
  const appliedError = applied ? quote?.promoError : null;
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (applied ? removeRef.current : inputRef.current)?.focus();
  }, [applied]);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const draft = completeDraft(order);
    if (!code.trim() || !draft) {
      setError(PROMO_ERROR_MESSAGES.unknown);
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    try {
      const tried = { ...draft, promoCode: code.trim() };
      const result = editOrderId
        ? await queryClient.fetchQuery(trpc.orders.quoteEdit.queryOptions(editInput(editOrderId, tried)))
        : await queryClient.fetchQuery(trpc.checkout.quote.queryOptions({ order: tried, ...quoteFor }));
      if (result.promoError) {
        setError(result.promoError);
        inputRef.current?.focus();
      } else {
        setError(null);
        setCode('');
        moveFocus.current = true;
        dispatch({ type: 'promo', code: code.trim() });
      }
    } catch {
      setError(PROMO_ERROR_MESSAGES.unknown);
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className="summary-form" aria-labelledby="promo-heading">
      <h3 id="promo-heading" className="summary-form__title">
        {t('ordering.promo.title')}
      </h3>
      {applied ? (
        <div className="promo-applied">
          <p role={appliedError ? 'alert' : 'status'} className={appliedError ? 'field__error' : undefined}>
            {appliedError
              ? inPageLanguage(appliedError)
              : quote
                ? t('ordering.promo.appliedWithDiscount', {
                    code: applied.toUpperCase(),
                    discount: formatCents(quote.discountCents),
                  })
                : t('ordering.promo.applied', { code: applied.toUpperCase() })}
          </p>
          <Button
            ref={removeRef}
            size="sm"
            variant="ghost"
            onClick={() => {
              moveFocus.current = true;
              dispatch({ type: 'promo', code: undefined });
            }}
          >
            {t('ordering.promo.remove')}
          </Button>
        </div>
      ) : (
        <form className="summary-form__inline" noValidate onSubmit={apply}>
          <TextField
            ref={inputRef}
            label={t('ordering.promo.label')}
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            error={error ?? undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" size="sm" variant="secondary" busy={checking}>
            {t('ordering.promo.apply')}
          </Button>
        </form>
      )}
    </section>
  );
}
