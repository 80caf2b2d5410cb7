import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { controlAttributes, Field } from './Field';

interface CommonProps {
  label: string;
  /** Shown under the label and announced with the control. */
  hint?: string;
  /** Shown under the control; marks it invalid and is announced with it. */
  error?: string;
  fieldClassName?: string;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, CommonProps {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  hint,
  error,
  fieldClassName,
  id,
  className,
  required,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={fieldClassName}
    >
      <input
        {...controlAttributes(inputId, { hint, error, required })}
        className={className ? `input ${className}` : 'input'}
        {...rest}
      />
    </Field>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, CommonProps {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  hint,
  error,
  fieldClassName,
  id,
  className,
  required,
  rows = 5,
  ...rest
}: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={fieldClassName}
    >
      <textarea
        {...controlAttributes(inputId, { hint, error, required })}
        rows={rows}
        className={className ? `input input--textarea ${className}` : 'input input--textarea'}
        {...rest}
      />
    </Field>
  );
}
