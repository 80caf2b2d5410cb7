import { timeWindowLabel } from '@laundry/pricing';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Select } from '../../../ui/Select';
import { formatDate } from '../dates';
import { SELECT_ONE } from '../services/rowControls';

interface SlotFieldsProps {
  legend: string;
  dateLabel: string;
  timeLabel: string;
  dates: readonly string[];
  hours: readonly number[];
  date: UseFormRegisterReturn;
  hour: UseFormRegisterReturn;
  dateError?: string | undefined;
  hourError?: string | undefined;
  hint?: string;
}

/** A date and a one-hour window, offered only as the pricing engine allows (docs/rules/messages.md, Order flow: validation; docs/rules/scheduling.md, Time windows). */
export function SlotFields({
  legend,
  dateLabel,
  timeLabel,
  dates,
  hours,
  date,
  hour,
  dateError,
  hourError,
  hint,
}: SlotFieldsProps) {
  return (
    <fieldset className="schedule-slot">
      <legend className="schedule-slot__legend">{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <div className="form-grid">
        <Select
          label={dateLabel}
          placeholder={SELECT_ONE}
          options={dates.map((value) => ({ value, label: formatDate(value) }))}
          error={dateError}
          {...date}
        />
        <Select
          label={timeLabel}
          placeholder={SELECT_ONE}
          options={hours.map((value) => ({ value: String(value), label: timeWindowLabel(value) }))}
          error={hourError}
          disabled={hours.length === 0}
          {...hour}
        />
      </div>
    </fieldset>
  );
}
