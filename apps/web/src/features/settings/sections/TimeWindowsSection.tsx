import { zodResolver } from '@hookform/resolvers/zod';
import { TIME_WINDOW_OPTIONS, timeWindowLabel } from '@laundry/pricing';
import { RECURRING_LEAD_DAYS_MAX } from '@laundry/validators/recurring';
import { type SettingsSectionInput, timeWindowsForm } from '@laundry/validators/settingsForms';
import { useForm } from 'react-hook-form';
import { useTRPCClient } from '../../../lib/trpc';
import { Select } from '../../../ui/Select';
import { useSettingsSave } from '../useSettingsSave';
import type { SectionProps } from '../useStaffSettings';
import { SaveBar } from './SaveBar';
import { SettingsValues } from './SettingsValues';
import { SECTION_FALLBACKS, TIME_WINDOW_FIELDS } from './sectionConfig';

type Values = SettingsSectionInput<'timeWindows'>;

/** The hours 7 to 21, labelled 7-8am to 9-10pm (docs/rules/scheduling.md, Time windows). */
const OPTIONS = TIME_WINDOW_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));

/** 'Select One' reads as no hour, which the schema refuses (docs/rules/settings.md, Values and their checks). */
const asHour = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** Repeating pick-ups are booked this many days ahead (docs/decisions/0094-recurring-series.md): 1 to 7. */
const LEAD_DAYS_LABEL = 'Book repeating pick-ups ahead';
const leadDaysLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);
const LEAD_DAYS_OPTIONS = Array.from({ length: RECURRING_LEAD_DAYS_MAX }, (_, i) => ({
  value: String(i + 1),
  label: leadDaysLabel(i + 1),
}));

/** Section 2, Time Windows. */
export function TimeWindowsSection(props: SectionProps) {
  const { settings } = props.data;
  if (!props.editing) {
    return (
      <SettingsValues
        rows={[
          ...TIME_WINDOW_FIELDS.map(([name, label]) => [label, timeWindowLabel(settings[name])] as const),
          [LEAD_DAYS_LABEL, leadDaysLabel(settings.recurringLeadDays)] as const,
        ]}
      />
    );
  }
  return <TimeWindowsForm key={settings.version} {...props} />;
}

function TimeWindowsForm({ data, onSaved }: SectionProps) {
  const client = useTRPCClient();
  const { save, saving, error } = useSettingsSave(
    (values: Values) =>
      client.settings.updateTimeWindows.mutate({
        region: data.region,
        version: data.settings.version,
        values,
      }),
    SECTION_FALLBACKS.timeWindows,
    onSaved,
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(timeWindowsForm, undefined, { raw: true }),
    defaultValues: {
      ...Object.fromEntries(TIME_WINDOW_FIELDS.map(([name]) => [name, data.settings[name]])),
      recurringLeadDays: data.settings.recurringLeadDays,
    } as Values,
  });
  return (
    <form className="settings-form" noValidate onSubmit={handleSubmit(save)}>
      <div className="form-grid">
        {TIME_WINDOW_FIELDS.map(([name, label]) => (
          <Select
            key={name}
            label={label}
            options={OPTIONS}
            placeholder="Select One"
            required
            error={errors[name]?.message}
            {...register(name, { setValueAs: asHour })}
          />
        ))}
        <Select
          label={LEAD_DAYS_LABEL}
          options={LEAD_DAYS_OPTIONS}
          required
          error={errors.recurringLeadDays?.message}
          {...register('recurringLeadDays', { setValueAs: asHour })}
        />
      </div>
      <SaveBar error={error} saving={saving} />
    </form>
  );
}
