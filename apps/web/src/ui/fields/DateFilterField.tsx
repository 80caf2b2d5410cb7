import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

/** A whole date whose year a person could mean: typing 2026 passes through the years 0002, 0020 and 0202. */
const COMPLETE_DATE = /^(19|2\d)\d\d-\d\d-\d\d$/;
/** How long the field waits for the next key before the list applies a date typed into it. */
const DATE_FILTER_SETTLE_MS = 600;

interface DateFilterFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange'> {
  /** The date the list is filtered by ('' for none). */
  value: string;
  /** A whole date typed or picked, or '' when cleared; answers false when the list refuses it (a reversed range). */
  onChange: (value: string) => unknown;
}

/**
 * A list filter's date, typed or picked (the orders list and the audit trail, docs/rules/staff-screens.md). The field
 * keeps what is typed and the list applies it once the typing pauses (or the field is left), and only a whole date:
 * typed digit by digit, a date passes through others (the years 0002, 0020 and 0202 on the way to 2026; every month
 * of a filled field), which applied at once would redraw the field under the typing. A refused date gives way to the
 * list's own.
 */
export function DateFilterField({ value, onChange, onBlur, ...rest }: DateFilterFieldProps) {
  const [typed, setTyped] = useState(value);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A date applied after the pause goes to the list as it is then (another filter may have changed meanwhile).
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // The list's date changed (applied, Clear, Back): the field shows it.
  useEffect(() => setTyped(value), [value]);
  useEffect(() => () => clearTimeout(settle.current), []);

  const commit = (next: string) => {
    clearTimeout(settle.current);
    const list = latest.current;
    if (next === list.value || (next !== '' && !COMPLETE_DATE.test(next))) return;
    if (list.onChange(next) === false) setTyped(list.value);
  };

  return (
    <TextField
      {...rest}
      type="date"
      value={typed}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        clearTimeout(settle.current);
        settle.current = setTimeout(() => commit(next), DATE_FILTER_SETTLE_MS);
      }}
      onBlur={(event) => {
        commit(event.target.value);
        onBlur?.(event);
      }}
    />
  );
}
