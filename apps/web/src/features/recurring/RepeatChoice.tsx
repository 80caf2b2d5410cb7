import { Select } from '../../ui/Select';
import { REPEAT_OPTIONS } from './labels';

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
  return (
    <Select
      label="Repeat this pick-up"
      placeholder="Don't repeat"
      options={REPEAT_OPTIONS}
      value={disabled ? '' : value}
      disabled={disabled}
      hint={
        disabled
          ? 'Choose a saved card, or save this one, to repeat this pick-up.'
          : 'Same day and times; each one is booked a few days ahead on your saved card, and you can skip any.'
      }
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
