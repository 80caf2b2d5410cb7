import type { UseFormReturn } from 'react-hook-form';
import { useT } from '../../../i18n/useT';
import { formatTimeWindow } from '../../../lib/dates';
import { Select } from '../../../ui/Select';
import { formatDate } from '../dates';
import type { ScheduleChoices } from './scheduleChoices';
import type { ScheduleFormValues } from './scheduleForm';

/** Each slot of the schedule: its two fields, the choices offered for them, and the start of its labels' ids. */
const SLOTS = {
  pickUp: { date: 'pickUpDate', hour: 'pickUpHour', dates: 'pickUpDates', hours: 'pickUpHours' },
  delivery: { date: 'deliveryDate', hour: 'deliveryHour', dates: 'deliveryDates', hours: 'deliveryHours' },
  secondDelivery: {
    date: 'deliveryDate2',
    hour: 'deliveryHour2',
    dates: 'deliveryDates2',
    hours: 'deliveryHours2',
  },
} as const;

interface SlotFieldsProps {
  slot: keyof typeof SLOTS;
  // biome-ignore lint/suspicious/noExplicitAny: only the values' side of the form is used.
  form: UseFormReturn<ScheduleFormValues, unknown, any>;
  choices: ScheduleChoices;
  /** Whose date and time labels: the order flow's or the reschedule form's. */
  labels: 'ordering.schedule' | 'account.reschedule';
  legend: string;
  hint?: string | undefined;
}

/**
 * A slot of the schedule (pick-up, delivery, second delivery): a date and a one-hour window, offered only as the
 * pricing engine allows (docs/rules/messages.md, Order flow: validation; docs/rules/scheduling.md, Time windows).
 */
export function SlotFields({ slot, form, choices, labels, legend, hint }: SlotFieldsProps) {
  const t = useT();
  const fields = SLOTS[slot];
  const errors = form.formState.errors;
  const hours = choices[fields.hours];
  return (
    <fieldset className="schedule-slot">
      <legend className="schedule-slot__legend">{legend}</legend>
      {hint ? <p className="field__hint">{hint}</p> : null}
      <div className="form-grid">
        <Select
          label={t(`${labels}.${slot}Date`)}
          placeholder={t('ordering.selectOne')}
          options={choices[fields.dates].map((value) => ({ value, label: formatDate(value) }))}
          error={errors[fields.date]?.message}
          {...form.register(fields.date)}
        />
        <Select
          label={t(`${labels}.${slot}Time`)}
          placeholder={t('ordering.selectOne')}
          options={hours.map((value) => ({ value: String(value), label: formatTimeWindow(value) }))}
          error={errors[fields.hour]?.message}
          disabled={hours.length === 0}
          {...form.register(fields.hour)}
        />
      </div>
    </fieldset>
  );
}
