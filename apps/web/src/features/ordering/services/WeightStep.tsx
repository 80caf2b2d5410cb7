import { zodResolver } from '@hookform/resolvers/zod';
import { type WashFoldKind, washFoldQuoteCents, washFoldRates } from '@laundry/pricing';
import { washFoldDraftSchema } from '@laundry/validators/order';
import { Controller, useForm } from 'react-hook-form';
import { T } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { TextField } from '../../../ui/TextField';
import { ProductChoices } from './ProductChoices';
import { StepActions } from './rowControls';
import { useServiceStep } from './useServiceStep';

/**
 * Wash and fold and organic wash and fold (docs/rules/ordering.md, The steps; docs/rules/messages.md, Order flow: validation): an estimated weight, the products, and below
 * the up-to-X-lbs threshold a message with the minimum price.
 */
export function WeightStep({ kind }: { kind: WashFoldKind }) {
  const t = useT();
  const { catalog, saved, submitLabel, save } = useServiceStep(kind);
  const rates = washFoldRates(catalog.settings, kind);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(washFoldDraftSchema),
    defaultValues: { weightLbs: saved?.weightLbs ?? Number.NaN, productIds: saved?.productIds ?? [] },
  });
  const weight = watch('weightLbs');
  const typed = typeof weight === 'number' && Number.isFinite(weight) && weight >= 0;

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label={t('ordering.washFold.formLabel')}>
      <TextField
        label={t('ordering.washFold.weight')}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        required
        hint={t('ordering.washFold.weightHint')}
        error={errors.weightLbs?.message}
        {...register('weightLbs', { valueAsNumber: true })}
      />
      <div aria-live="polite" className="weight-step__notes">
        {typed && weight <= rates.upToXLbs ? (
          <p className="weight-step__minimum">
            {t('ordering.washFold.minimum', {
              lbs: rates.upToXLbs,
              price: formatCents(rates.minimumPriceCents),
            })}
          </p>
        ) : null}
        {typed ? (
          <p>
            <T
              id="ordering.washFold.estimatedPrice"
              values={{ price: formatCents(washFoldQuoteCents(weight, rates)) }}
              components={{ 0: <strong /> }}
            />
          </p>
        ) : null}
      </div>
      <Controller
        control={control}
        name="productIds"
        render={({ field }) => (
          <ProductChoices
            products={catalog.priceLists.products}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <StepActions label={submitLabel} />
    </form>
  );
}
