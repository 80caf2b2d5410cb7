import { useCallback, useRef } from 'react';

/**
 * The first refused field on the screen takes the focus, top to bottom (docs/decisions/0052-web-phones-and-keyboard.md).
 * React Hook Form focuses the first field in the order the fields were registered, and a shared field group
 * (ContactFields, AddressFields) registers its fields after the form's own, so a form built with one would skip to
 * a field further down. A refused group of checkboxes (a fieldset marked invalid, which the form does not register)
 * gives the focus to its first box. Use with `useForm({ shouldFocusError: false })`, `<form ref={formRef}>` and
 * `handleSubmit(onValid, focusFirstInvalid)`.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useCallback(() => {
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const field = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid;
      field?.focus();
    });
  }, []);
  return { formRef, focusFirstInvalid };
}
