import { useEffect, useRef, useState } from 'react';
import {
  createFormControl,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useFormState,
} from 'react-hook-form';

/**
 * A react-hook-form form for a page's first screen, made with `createFormControl` instead of `useForm`
 * (docs/decisions/0115-first-step-form-without-mount-update.md). `useForm` sets a state in a layout effect when
 * it mounts, which re-renders the form inside the commit that first shows the page and makes React run every
 * passive effect of that commit in the same task; this form schedules nothing when it mounts.
 *
 * The form reads what it shows with `useFormState({ control })` and `useWatch({ control })`, never `watch` or
 * `getValues` (they read the default values until the form has seen a change). The resolver may change between
 * renders (a schema built from fetched data): the latest one validates.
 */
export function useFormControl<T extends FieldValues, C = unknown, V extends FieldValues = T>(
  props: Omit<UseFormProps<T, C, V>, 'resolver'>,
  resolver: Resolver<T, C, V>,
) {
  const latest = useRef(resolver);
  useEffect(() => {
    latest.current = resolver;
  }, [resolver]);
  const [form] = useState(() =>
    createFormControl<T, C, V>({
      ...props,
      resolver: (values, context, options) => latest.current(values, context, options),
    }),
  );
  const formState = useFormState({ control: form.control });
  return { ...form, formState };
}
