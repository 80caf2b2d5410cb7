import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

/**
 * The years a list filter's date may have: the chain's orders are all in this century. The field's own `min` and
 * `max` default to them, so the browser's year part takes four digits at most and a year such as 20266 cannot
 * be typed (docs/rules/staff-screens.md, Orders screen).
 */
const FIRST_DATE = '2000-01-01';
const LAST_DATE = '2099-12-31';
/** A whole date whose year a person could mean: typing 2026 passes through the years 0002, 0020 and 0202. */
const COMPLETE_DATE = /^20\d\d-\d\d-\d\d$/;
/** Said under a field left with a date the list cannot use (docs/rules/statuses.md, The orders list). */
const INVALID_DATE_MESSAGE = 'Please enter a valid date.';
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
export function DateFilterField({
  value,
  onChange,
  onBlur,
  error,
  min = FIRST_DATE,
  max = LAST_DATE,
  ...rest
}: DateFilterFieldProps) {
  const [typed, setTyped] = useState(value);
  // A date left in the field that the list will not use is said, not silently kept (a year before 2000).
  const [invalid, setInvalid] = useState(false);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A date applied after the pause goes to the list as it is then (another filter may have changed meanwhile).
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  // The list's date changed (applied, Clear, Back): the field shows it.
  useEffect(() => {
    setTyped(value);
    setInvalid(false);
  }, [value]);
  useEffect(() => () => clearTimeout(settle.current), []);

  const commit = (next: string) => {
    clearTimeout(settle.current);
    const list = latest.current;
    if (next === list.value) return;
    if (next !== '' && !COMPLETE_DATE.test(next)) return;
    if (list.onChange(next) === false) setTyped(list.value);
  };

  return (
    <TextField
      {...rest}
      type="date"
      min={min}
      max={max}
      value={typed}
      error={invalid ? INVALID_DATE_MESSAGE : error}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        setInvalid(false);
        clearTimeout(settle.current);
        settle.current = setTimeout(() => commit(next), DATE_FILTER_SETTLE_MS);
      }}
      onBlur={(event) => {
        const next = event.target.value;
        setInvalid(next !== '' && !COMPLETE_DATE.test(next));
        commit(next);
        onBlur?.(event);
      }}
    />
  );
}
