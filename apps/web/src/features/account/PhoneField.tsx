import { useId } from 'react';
import { IMaskInput } from 'react-imask';
import { controlAttributes, Field } from '../../ui/Field';

/** spec 000 §9: the phone is typed through the mask (999) 999-9999. */
export function PhoneField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label="Phone" error={error}>
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
        {...controlAttributes(id, { error })}
      />
    </Field>
  );
}
