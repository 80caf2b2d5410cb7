import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateFilterField } from './DateFilterField';

// docs/rules/staff-screens.md, Orders screen: a list filter's date cannot silently hold a year the list will not use.
describe('DateFilterField', () => {
  const field = () => screen.getByLabelText<HTMLInputElement>('Start date');

  it("bounds the browser's date to this century, so a five-digit year cannot be typed", () => {
    render(<DateFilterField label="Start date" value="" onChange={vi.fn()} />);
    expect(field().min).toBe('2000-01-01');
    expect(field().max).toBe('2099-12-31');
  });

  it('keeps a bound the list gives (the other end of a range)', () => {
    render(<DateFilterField label="Start date" value="" max="2027-05-01" onChange={vi.fn()} />);
    expect(field().max).toBe('2027-05-01');
    expect(field().min).toBe('2000-01-01');
  });

  it('says a date it will not use when the field is left, and applies nothing', () => {
    const onChange = vi.fn();
    render(<DateFilterField label="Start date" value="" onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '1850-01-01' } });
    fireEvent.blur(field());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a valid date.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field(), { target: { value: '2027-01-31' } });
    expect(screen.queryByText('Please enter a valid date.')).toBeNull();
    fireEvent.blur(field());
    expect(onChange).toHaveBeenCalledWith('2027-01-31');
  });
});
