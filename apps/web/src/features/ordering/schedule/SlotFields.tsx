import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../../i18n/useT';
import { formatTimeWindow } from '../../../lib/dates';
import { Select } from '../../../ui/Select';
import { formatDate } from '../dates';

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
  const t = useT();
  return (
    <fieldset className="schedule-slot">
      <legend className="schedule-slot__legend">{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <div className="form-grid">
        <Select
          label={dateLabel}
          placeholder={t('ordering.selectOne')}
          options={dates.map((value) => ({ value, label: formatDate(value) }))}
          error={dateError}
          {...date}
        />
        <Select
          label={timeLabel}
          placeholder={t('ordering.selectOne')}
          options={hours.map((value) => ({ value: String(value), label: formatTimeWindow(value) }))}
          error={hourError}
          disabled={hours.length === 0}
          {...hour}
        />
      </div>
    </fieldset>
  );
}
