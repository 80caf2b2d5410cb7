import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTER, type OrderFilter } from './listParams';
import { OrderFilters } from './OrderFilters';

// docs/rules/staff-screens.md, Orders screen: the filters live in the page address; the search box follows the
// address when it changes under the form, and keeps what was typed when the change was the form's own.
describe('OrderFilters search text', () => {
  const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
  const searched: OrderFilter = { ...EMPTY_FILTER, search: 'Gail' };

  it('keeps text typed right after Clear, before the address has caught up', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<OrderFilters filter={searched} onChange={onChange} locations={null} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTER);
    await user.type(searchBox(), 'maya@example.test');
    // The address now says what Clear asked for.
    rerender(<OrderFilters filter={EMPTY_FILTER} onChange={onChange} locations={null} />);
    expect(searchBox().value).toBe('maya@example.test');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, search: 'maya@example.test' });
  });

  it('shows the address’s search text when it changes under the form (Back, a shared link)', () => {
    const onChange = vi.fn();
    const { rerender } = render(<OrderFilters filter={searched} onChange={onChange} locations={null} />);
    expect(searchBox().value).toBe('Gail');
    rerender(
      <OrderFilters filter={{ ...EMPTY_FILTER, search: 'Ortiz' }} onChange={onChange} locations={null} />,
    );
    expect(searchBox().value).toBe('Ortiz');
    rerender(<OrderFilters filter={EMPTY_FILTER} onChange={onChange} locations={null} />);
    expect(searchBox().value).toBe('');
  });
});
