import type { ReactNode } from 'react';
import { inPageLanguage } from '../i18n/serverMessages';
import { cx } from './cx';

export interface FieldIds {
  hintId?: string;
  errorId?: string;
}

/** The ids an input should list in aria-describedby: its hint, then its error. */
export function describedBy({ hintId, errorId }: FieldIds): string | undefined {
  return [hintId, errorId].filter(Boolean).join(' ') || undefined;
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error text laid out the same way for every form control. */
export function Field({ id, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {inPageLanguage(error)}
        </p>
      ) : null}
    </div>
  );
}

export function fieldIds(id: string, hint?: string, error?: string): FieldIds {
  return { hintId: hint ? `${id}-hint` : undefined, errorId: error ? `${id}-error` : undefined };
}

/** The attributes that tie a control to its Field: id, invalid state, hint and error, required. */
export function controlAttributes(
  id: string,
  { hint, error, required }: Pick<FieldProps, 'hint' | 'error' | 'required'>,
) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldIds(id, hint, error)),
    'aria-required': required || undefined,
  } as const;
}
