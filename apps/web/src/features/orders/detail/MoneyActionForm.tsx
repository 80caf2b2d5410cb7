import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { TextAreaField, TextField } from '../../../ui/TextField';
import { type MoneyActionOutput, type MoneyActionValues, moneyActionSchema } from './amount';

interface MoneyActionFormProps {
  title: string;
  submitLabel: string;
  hint: string;
  /** A check of the amount beyond its shape (the refund's ceiling); a message refuses it. */
  checkAmount?: (cents: number) => string | null;
  /** Runs the action; a message is shown under the form when it fails. */
  onSubmit: (values: { amountCents: number; notes: string }) => Promise<string | null>;
  /** A new attempt begins: the outcome of the last one, shown above the order, no longer stands. */
  onStart?: () => void;
}

/** A staff money form (docs/rules/ordering.md, Order detail): an amount in dollars with up to 2 decimals, and notes. */
export function MoneyActionForm({
  title,
  submitLabel,
  hint,
  checkAmount,
  onSubmit,
  onStart,
}: MoneyActionFormProps) {
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MoneyActionValues, unknown, MoneyActionOutput>({
    resolver: zodResolver(moneyActionSchema),
    defaultValues: { amount: '', notes: '' },
  });

  const submit = handleSubmit(async ({ amount, notes }) => {
    setError(null);
    onStart?.();
    const refused = checkAmount?.(amount) ?? null;
    if (refused) {
      setFieldError('amount', { message: refused }, { shouldFocus: true });
      return;
    }
    const failure = await onSubmit({ amountCents: amount, notes });
    if (failure) setError(failure);
    else reset();
  });

  return (
    <section className="order-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        {title}
      </h2>
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <TextField
          label="Amount ($)"
          hint={hint}
          inputMode="decimal"
          autoComplete="off"
          required
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextAreaField
          label="Notes"
          rows={2}
          className="order-panel__notes"
          error={errors.notes?.message}
          {...register('notes')}
        />
        {error ? (
          <Banner tone="error" className="order-panel__error">
            <p>{error}</p>
          </Banner>
        ) : null}
        <Button type="submit" busy={isSubmitting}>
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
