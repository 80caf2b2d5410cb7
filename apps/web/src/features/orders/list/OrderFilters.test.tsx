import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const { rerender } = render(
      <OrderFilters filter={searched} onChange={onChange} staff={false} locations={null} />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTER);
    await user.type(searchBox(), 'maya@example.test');
    // The address now says what Clear asked for.
    rerender(<OrderFilters filter={EMPTY_FILTER} onChange={onChange} staff={false} locations={null} />);
    expect(searchBox().value).toBe('maya@example.test');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, search: 'maya@example.test' });
  });

  it('shows the address’s search text when it changes under the form (Back, a shared link)', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <OrderFilters filter={searched} onChange={onChange} staff={false} locations={null} />,
    );
    expect(searchBox().value).toBe('Gail');
    rerender(
      <OrderFilters
        filter={{ ...EMPTY_FILTER, search: 'Ortiz' }}
        onChange={onChange}
        staff={false}
        locations={null}
      />,
    );
    expect(searchBox().value).toBe('Ortiz');
    rerender(<OrderFilters filter={EMPTY_FILTER} onChange={onChange} staff={false} locations={null} />);
    expect(searchBox().value).toBe('');
  });
});

// docs/rules/statuses.md, What customers read: a customer filters by the plain labels they see, each once; staff by
// the specification's labels.
describe('OrderFilters status choices', () => {
  const statusBox = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' });
  const choices = () => [...statusBox().options].map((option) => option.text);

  it("offers a customer only the statuses a customer reads, in the customer's words", () => {
    render(<OrderFilters filter={EMPTY_FILTER} onChange={vi.fn()} staff={false} locations={null} />);
    expect(choices()).toEqual([
      'Any status',
      'Scheduled',
      'Waiting for card authorization',
      'Waiting for your approval',
      'New amount approved',
      'On the way to pick up',
      'In progress',
      'Out for delivery',
      'Delivered',
      'Paid',
      'Refunded',
      'Canceled',
    ]);
  });

  it('shows an address naming Unassigned to a customer as Scheduled', () => {
    render(
      <OrderFilters
        filter={{ ...EMPTY_FILTER, status: 'Unassigned' }}
        onChange={vi.fn()}
        staff={false}
        locations={null}
      />,
    );
    expect(statusBox().selectedOptions[0]?.text).toBe('Scheduled');
  });

  it("offers staff every status by the specification's label", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OrderFilters filter={EMPTY_FILTER} onChange={onChange} staff locations={[]} />);
    expect(choices()).toContain('Ready to Assign Location');
    expect(choices()).toContain('Waiting for Reauth');
    expect(choices()).toHaveLength(13);
    await user.selectOptions(statusBox(), 'Waiting for Reauth');
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTER, status: 'Awaiting Authorization' });
  });
});

// docs/rules/staff-screens.md, Orders screen: staff pick a day's pick-ups or deliveries, today or tomorrow in New York.
describe('OrderFilters quick filters', () => {
  afterEach(() => vi.useRealTimers());

  it("sets both dates to New York's today or tomorrow and the dates' kind, keeping the other filters", async () => {
    // 11:30 p.m. on Jan 31 in New York is already Feb 1 in UTC: the days are New York's.
    vi.useFakeTimers({ now: new Date('2027-02-01T04:30:00Z'), toFake: ['Date'] });
    const user = userEvent.setup();
    const onChange = vi.fn();
    const filter: OrderFilter = { ...EMPTY_FILTER, status: 'New', locationId: 'unassigned' };
    render(<OrderFilters filter={filter} onChange={onChange} staff locations={[]} />);
    await user.click(screen.getByRole('button', { name: "Today's pick-ups" }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...filter,
      startDate: '2027-01-31',
      endDate: '2027-01-31',
      dateField: 'pickUp',
    });
    await user.click(screen.getByRole('button', { name: "Tomorrow's deliveries" }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...filter,
      startDate: '2027-02-01',
      endDate: '2027-02-01',
      dateField: 'delivery',
    });
  });

  it('shows the chosen day pressed, and pressing it again clears the dates', async () => {
    vi.useFakeTimers({ now: new Date('2027-03-10T15:00:00Z'), toFake: ['Date'] });
    const user = userEvent.setup();
    const onChange = vi.fn();
    const filter: OrderFilter = {
      ...EMPTY_FILTER,
      startDate: '2027-03-11',
      endDate: '2027-03-11',
      dateField: 'pickUp',
    };
    render(<OrderFilters filter={filter} onChange={onChange} staff locations={[]} />);
    const tomorrow = screen.getByRole('button', { name: "Tomorrow's pick-ups" });
    expect(tomorrow.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: "Today's pick-ups" }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await user.click(tomorrow);
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTER);
  });

  it('are for staff: a customer has none', () => {
    render(<OrderFilters filter={EMPTY_FILTER} onChange={vi.fn()} staff={false} locations={null} />);
    expect(screen.queryByRole('group', { name: 'Quick filters' })).toBeNull();
  });
});

// docs/decisions/0086-orders-bulk-actions.md: on a phone the fields fold behind Filters (ui: filters.css, below 640 px),
// which counts the ones set; the search and the quick filters stay outside the fold.
describe('OrderFilters folding', () => {
  const LOCATIONS = [{ id: '5b7e7f0e-0000-4000-8000-0000000000c1', name: 'Chelsea' }];

  it('folds the fields behind a Filters button that says whether they are open', async () => {
    const user = userEvent.setup();
    render(<OrderFilters filter={EMPTY_FILTER} onChange={vi.fn()} staff locations={LOCATIONS} />);
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const fields = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(fields.className).toBe('order-filters__fields order-filters__fields--folded');
    expect(fields.contains(screen.getByRole('combobox', { name: 'Status' }))).toBe(true);
    expect(fields.contains(screen.getByRole('combobox', { name: 'Location' }))).toBe(true);
    // Outside the fold: the search and the quick filters.
    expect(fields.contains(screen.getByRole('searchbox', { name: 'Search' }))).toBe(false);
    expect(fields.contains(screen.getByRole('group', { name: 'Quick filters' }))).toBe(false);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(fields.className).toBe('order-filters__fields');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('counts the folded filters that are set', () => {
    const { rerender } = render(
      <OrderFilters
        filter={{ ...EMPTY_FILTER, status: 'New', locationId: LOCATIONS[0]!.id, search: 'Gail' }}
        onChange={vi.fn()}
        staff
        locations={LOCATIONS}
      />,
    );
    expect(screen.getByRole('button', { name: 'Filters (2)' }).getAttribute('aria-expanded')).toBe('false');
    rerender(
      <OrderFilters
        filter={{ ...EMPTY_FILTER, startDate: '2030-01-02', endDate: '2030-01-02', dateField: 'pickUp' }}
        onChange={vi.fn()}
        staff
        locations={LOCATIONS}
      />,
    );
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeTruthy();
  });
});
