import { zodResolver } from '@hookform/resolvers/zod';
import { SETTINGS_SECTION_FORMS } from '@laundry/validators/settingsForms';
import { settingsFormValues } from '@laundry/validators/settingsFormValues';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTRPCClient } from '../../../lib/trpc';
import { TextField } from '../../../ui/TextField';
import { useSettingsSave } from '../useSettingsSave';
import type { SectionProps } from '../useStaffSettings';
import { SaveBar } from './SaveBar';
import { SettingsValues } from './SettingsValues';
import { FIELD_SECTIONS, type FieldSection, formatField, SECTION_FALLBACKS } from './sectionConfig';

const PROCEDURES = {
  minDelivery: 'updateMinDelivery',
  minDeliveryDays: 'updateMinDeliveryDays',
  washFold: 'updateWashFold',
  organicWashFold: 'updateOrganicWashFold',
} as const satisfies Record<FieldSection, string>;

type Values = Record<string, string>;

/**
 * Sections 3 to 6 (Minimum Delivery Amounts, Minimum Delivery Days, Wash & Fold and Organic Wash & Fold
 * Settings): figures typed as text, checked by the section's shared schema here and again on the server.
 */
export function FieldsSection(props: SectionProps & { section: FieldSection }) {
  const { section, data, editing } = props;
  if (!editing) {
    const rows = FIELD_SECTIONS[section].map(
      (f) => [f.label, formatField(f.unit, f.read(data.settings))] as const,
    );
    return <SettingsValues rows={rows} />;
  }
  // A new form for each loaded version: after a save or a reload it starts from the stored figures.
  return <FieldsForm key={data.settings.version} {...props} />;
}

function FieldsForm({ section, data, onSaved }: SectionProps & { section: FieldSection }) {
  const client = useTRPCClient();
  const { save, saving, error } = useSettingsSave(
    (values: Values) =>
      (client.settings[PROCEDURES[section]] as { mutate(input: unknown): Promise<unknown> }).mutate({
        region: data.region,
        version: data.settings.version,
        values,
      }),
    SECTION_FALLBACKS[section],
    onSaved,
  );
  const schema = SETTINGS_SECTION_FORMS[section] as unknown as z.ZodType<unknown, Values>;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    // raw: the server takes the form's own values and checks them again with the same schema.
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: settingsFormValues(data.settings)[section] as Values,
  });

  return (
    <form className="settings-form" noValidate onSubmit={handleSubmit(save)}>
      <div className="form-grid">
        {FIELD_SECTIONS[section].map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            inputMode={field.unit === 'days' ? 'numeric' : 'decimal'}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
      </div>
      <SaveBar error={error} saving={saving} />
    </form>
  );
}
