import { useT } from '../../i18n/useT';
import { Select } from '../../ui/Select';
import { repeatOptions } from './labels';

/**
 * Checkout's "Repeat" choice (docs/decisions/0094-recurring-series.md): customers with an account and a saved card
 * (one chosen, or the new one saved); the same weekday and windows as this order.
 */
export function RepeatChoice({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <Select
      label={t('account.recurring.repeatLabel')}
      placeholder={t('account.recurring.dontRepeat')}
      options={repeatOptions()}
      value={disabled ? '' : value}
      disabled={disabled}
      hint={disabled ? t('account.recurring.needsCard') : t('account.recurring.repeatHint')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
