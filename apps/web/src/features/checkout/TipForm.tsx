import { zodResolver } from '@hookform/resolvers/zod';
import { percentOfCents } from '@laundry/pricing';
import { ORDER_MESSAGES } from '@laundry/validators/order';
import { DOLLAR_AMOUNT_PATTERN, dollarsToCents } from '@laundry/validators/pricing';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useT } from '../../i18n/useT';
import { formatCents } from '../../lib/money';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

/** The tip presets (docs/rules/ does not set them; the usual choices for a delivery service). */
const TIP_PERCENTAGES = [10, 15, 20] as const;

// docs/rules/messages.md, Order flow: validation: 'Tip must be numeric.' (a dollar amount with up to 2 decimals).
const customTipSchema = z.object({
  tip: z.string().trim().regex(DOLLAR_AMOUNT_PATTERN, ORDER_MESSAGES.tip),
});

interface TipFormProps {
  gratuityCents: number;
  /** What the percentages are of: the order before the tip. */
  baseCents: number;
  onChange: (cents: number) => void;
}

export function TipForm({ gratuityCents, baseCents, onChange }: TipFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(customTipSchema), defaultValues: { tip: '' } });
  const presets = [0, ...TIP_PERCENTAGES].map((percent) => ({
    percent,
    cents: percentOfCents(baseCents, percent),
  }));

  return (
    <section className="summary-form" aria-labelledby="tip-heading">
      <h3 id="tip-heading" className="summary-form__title">
        {t('ordering.tip.title')}
      </h3>
      <div className="tip-presets">
        {presets.map(({ percent, cents }) => (
          <Button
            key={percent}
            size="sm"
            variant={gratuityCents === cents ? 'primary' : 'secondary'}
            aria-pressed={gratuityCents === cents}
            onClick={() => {
              reset({ tip: '' });
              onChange(cents);
            }}
          >
            {percent === 0 ? t('ordering.tip.none') : `${percent}%`}
          </Button>
        ))}
      </div>
      <form
        className="summary-form__inline"
        noValidate
        onSubmit={handleSubmit(({ tip }) => onChange(dollarsToCents(tip)))}
      >
        <TextField
          label={t('ordering.tip.custom')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.tip?.message}
          {...register('tip')}
        />
        <Button type="submit" size="sm" variant="secondary">
          {t('ordering.tip.apply')}
        </Button>
      </form>
      {gratuityCents > 0 ? (
        <p className="summary-note">{t('ordering.tip.yours', { amount: formatCents(gratuityCents) })}</p>
      ) : null}
    </section>
  );
}
