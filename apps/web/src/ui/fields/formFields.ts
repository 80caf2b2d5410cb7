import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';

/** A shared field group's hold on its form: the form's own `register` and `errors`. */
export interface FormBinding<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/**
 * The group's fields by name. The form's values must have the fields the group names (address, email, ...);
 * a generic group cannot have that checked for values whose fields are optional, so the names are cast
 * once, here, and the forms' browser tests find every field by its label.
 */
export function bindFields<T extends FieldValues, N extends string>({ register, errors }: FormBinding<T>) {
  const messages = errors as Partial<Record<N, { message?: string }>>;
  return {
    field: (name: N): UseFormRegisterReturn => register(name as unknown as Path<T>),
    error: (name: N): string | undefined => messages[name]?.message,
  };
}
