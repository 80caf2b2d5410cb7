import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListSearch } from './ListSearch';

// docs/rules/staff-screens.md, Sorting and paging: the staff lists' search lives in the page address; the box
// follows the address when it changes under the form and keeps what was typed when the change was its own.
describe('ListSearch', () => {
  const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
  const props = { hint: 'Name or e-mail', label: 'Search users' };

  it('keeps text typed right after Clear, before the address has caught up', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { rerender } = render(<ListSearch value="Gail" onSearch={onSearch} {...props} />);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(searchBox().value).toBe('');
    await user.type(searchBox(), 'Ortiz');
    rerender(<ListSearch value="" onSearch={onSearch} {...props} />);
    expect(searchBox().value).toBe('Ortiz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('Ortiz');
  });

  it('shows the address’s search text when it changes under the form (Back)', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<ListSearch value="Gail" onSearch={onSearch} {...props} />);
    expect(searchBox().value).toBe('Gail');
    rerender(<ListSearch value="" onSearch={onSearch} {...props} />);
    expect(searchBox().value).toBe('');
  });
});
