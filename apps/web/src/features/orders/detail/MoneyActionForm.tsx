import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatCents } from '../../../lib/money';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { TextAreaField, TextField } from '../../../ui/TextField';
import {
  amountSchema,
  centsToAmount,
  type MoneyActionOutput,
  type MoneyActionValues,
  moneyActionSchema,
} from './amount';

/** What the confirm step asks before the money moves: the question, and the button that answers yes. */
export interface MoneyConfirmation {
  question: string;
  /** More about what follows (a charge above the hold asks the customer instead), when there is any. */
  detail?: string;
  confirmLabel: string;
}

interface MoneyActionFormProps {
  title: string;
  submitLabel: string;
  hint: string;
  /** A check of the amount beyond its shape (the refund's ceiling); a message refuses it. */
  checkAmount?: (cents: number) => string | null;
  /** The confirm step's words for this amount (docs/decisions/0071-money-actions-confirm.md). */
  confirmation: (cents: number) => MoneyConfirmation;
  /** Runs the action; a message is shown under the form when it fails. */
  onSubmit: (values: { amountCents: number; notes: string }) => Promise<string | null>;
  /** A new attempt begins: the outcome of the last one, shown above the order, no longer stands. */
  onStart?: () => void;
  /**
   * The amount the form starts from (a weighed order's final total), and the one it expects: another amount needs a
   * reason, asked for in the notes with `reasonMessage` (issue 36; docs/decisions/0082-orders-weigh-in.md).
   */
  expected?: { amountCents: number; reasonMessage: string } | null;
}

/**
 * A staff money form (docs/rules/ordering.md, Order detail): an amount in dollars with up to 2 decimals, and notes.
 * Money moves only after a confirm step that names the amount and the card and asks once
 * (docs/decisions/0071-money-actions-confirm.md); until Yes, the server is not called.
 */
export function MoneyActionForm({
  title,
  submitLabel,
  hint,
  checkAmount,
  confirmation,
  onSubmit,
  onStart,
  expected = null,
}: MoneyActionFormProps) {
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ amountCents: number; notes: string } | null>(null);
  const [sending, setSending] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    setFocus,
    reset,
    watch,
    formState: { errors },
  } = useForm<MoneyActionValues, unknown, MoneyActionOutput>({
    resolver: zodResolver(moneyActionSchema),
    defaultValues: { amount: expected ? centsToAmount(expected.amountCents) : '', notes: '' },
  });
  const typed = amountSchema.safeParse(watch('amount'));
  // Another amount than the expected one: the notes become the required reason.
  const needsReason = expected !== null && !(typed.success && typed.data === expected.amountCents);

  // The question takes the focus when it appears, so a keyboard or screen reader user meets it first.
  useEffect(() => {
    if (pending) questionRef.current?.focus();
  }, [pending]);

  const review = handleSubmit(({ amount, notes }) => {
    setError(null);
    onStart?.();
    const refused = checkAmount?.(amount) ?? null;
    if (refused) {
      setFieldError('amount', { message: refused }, { shouldFocus: true });
      return;
    }
    if (expected && amount !== expected.amountCents && notes === '') {
      setFieldError('notes', { message: expected.reasonMessage }, { shouldFocus: true });
      return;
    }
    setPending({ amountCents: amount, notes });
  });

  const goBack = () => {
    setPending(null);
    setFocus('amount');
  };

  const confirm = async () => {
    if (!pending) return;
    setSending(true);
    try {
      const failure = await onSubmit(pending);
      setPending(null);
      if (failure) setError(failure);
      else reset();
    } finally {
      setSending(false);
    }
  };

  const asked = pending ? confirmation(pending.amountCents) : null;
  return (
    <section className="order-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        {title}
      </h2>
      <form onSubmit={review} noValidate aria-labelledby={headingId}>
        <TextField
          label="Amount ($)"
          hint={hint}
          inputMode="decimal"
          autoComplete="off"
          required
          readOnly={pending !== null}
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextAreaField
          label={needsReason ? 'Reason' : 'Notes'}
          hint={
            needsReason && expected
              ? `The final total is ${formatCents(expected.amountCents)}: say why this amount is charged.`
              : undefined
          }
          required={needsReason}
          rows={2}
          className="order-panel__notes"
          readOnly={pending !== null}
          error={errors.notes?.message}
          {...register('notes')}
        />
        {error ? (
          <Banner tone="error" className="order-panel__error">
            <p>{error}</p>
          </Banner>
        ) : null}
        {asked ? (
          <div className="money-confirm">
            <p ref={questionRef} tabIndex={-1} className="money-confirm__question">
              {asked.question}
            </p>
            {asked.detail ? <p className="money-confirm__detail">{asked.detail}</p> : null}
            <div className="button-row">
              <Button onClick={confirm} busy={sending}>
                {asked.confirmLabel}
              </Button>
              <Button variant="secondary" onClick={goBack} disabled={sending}>
                Go Back
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit">{submitLabel}</Button>
        )}
      </form>
    </section>
  );
}
