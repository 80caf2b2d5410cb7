import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { useT } from '../../i18n/useT';
import { controlAttributes, Field } from '../Field';

/** docs/rules/records.md, People: the phone is typed through the mask (999) 999-9999. */
function PhoneField({
  value,
  onChange,
  onBlur,
  error,
  required,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  const t = useT();
  return (
    <Field id={id} label={t('layout.contact.phone')} error={error} required={required}>
      <IMaskInput
        name="phone"
        className="input"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(999) 999-9999"
        mask="(000) 000-0000"
        value={value}
        onAccept={(masked: string) => onChange(masked)}
        onBlur={onBlur}
        {...controlAttributes(id, { error, required })}
      />
    </Field>
  );
}

/** The phone field bound to a react-hook-form form by its `phone` value. */
export function FormPhoneField<T extends FieldValues, C, V extends FieldValues>({
  control,
  error,
  required,
}: {
  control: Control<T, C, V>;
  error?: string | undefined;
  /** Marked required (an asterisk, aria-required) where the form refuses it empty. */
  required?: boolean | undefined;
}) {
  return (
    <Controller
      control={control}
      name={'phone' as Path<T>}
      render={({ field }) => (
        <PhoneField
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
          required={required}
        />
      )}
    />
  );
}
