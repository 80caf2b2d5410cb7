import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { controlAttributes, Field } from './Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select One'; a required select must not stay on it. */
  placeholder?: string;
  hint?: string;
  error?: string;
  fieldClassName?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  fieldClassName,
  id,
  className,
  required,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field
      id={selectId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={fieldClassName}
    >
      <select
        {...controlAttributes(selectId, { hint, error, required })}
        className={className ? `input input--select ${className}` : 'input input--select'}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
