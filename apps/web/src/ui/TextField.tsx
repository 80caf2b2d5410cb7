import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { describedBy, Field, fieldIds } from './Field';

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
        id={inputId}
        className={className ? `input ${className}` : 'input'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldIds(inputId, hint, error))}
        aria-required={required || undefined}
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
        id={inputId}
        rows={rows}
        className={className ? `input input--textarea ${className}` : 'input input--textarea'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldIds(inputId, hint, error))}
        aria-required={required || undefined}
        {...rest}
      />
    </Field>
  );
}
