import { zodResolver } from '@hookform/resolvers/zod';
import { disableOrderingForm, type SettingsSectionInput } from '@laundry/validators/settingsForms';
import { useForm } from 'react-hook-form';
import { useTRPCClient } from '../../../lib/trpc';
import { TextAreaField } from '../../../ui/TextField';
import { useSettingsSave } from '../useSettingsSave';
import type { SectionProps } from '../useStaffSettings';
import { SaveBar } from './SaveBar';
import { SettingsValues } from './SettingsValues';
import { SECTION_FALLBACKS } from './sectionConfig';

type Values = SettingsSectionInput<'disableOrdering'>;

/** Section 1, Disable Ordering: the switch and the message the order flow shows instead of itself. */
export function DisableOrderingSection(props: SectionProps) {
  const { settings } = props.data;
  if (!props.editing) {
    return (
      <SettingsValues
        rows={[
          ['Ordering', settings.disableOrdering ? 'Disabled' : 'Enabled'],
          ['Message shown while disabled', settings.disableOrderingMessage || '—'],
        ]}
      />
    );
  }
  return <DisableOrderingForm key={settings.version} {...props} />;
}

function DisableOrderingForm({ data, onSaved }: SectionProps) {
  const client = useTRPCClient();
  const { save, saving, error } = useSettingsSave(
    (values: Values) =>
      client.settings.updateDisableOrdering.mutate({
        region: data.region,
        version: data.settings.version,
        values,
      }),
    SECTION_FALLBACKS.disableOrdering,
    onSaved,
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(disableOrderingForm, undefined, { raw: true }),
    defaultValues: {
      disableOrdering: data.settings.disableOrdering,
      disableOrderingMessage: data.settings.disableOrderingMessage,
    },
  });
  return (
    <form className="settings-form" noValidate onSubmit={handleSubmit(save)}>
      <label className="settings-checkbox">
        <input type="checkbox" {...register('disableOrdering')} />
        Disable ordering
      </label>
      <TextAreaField
        label="Message shown while ordering is disabled"
        rows={3}
        error={errors.disableOrderingMessage?.message}
        {...register('disableOrderingMessage')}
      />
      <SaveBar error={error} saving={saving} />
    </form>
  );
}
