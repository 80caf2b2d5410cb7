import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, renderWithApi } from '../../test/fakeApi';
import { CustomersScreen } from './CustomersScreen';

// docs/rules/staff-screens.md, Customers; docs/decisions/0081-staff-guests-view.md: guests (orders without an
// account) one row per address, searched on the server, Show More, a row opening the guest's orders.

const ann = {
  email: 'ann@example.test',
  firstName: 'Ann',
  phone: '(212) 555-0111',
  orderCount: 3,
  lastOrderAt: '2026-03-01T15:00:00.000Z',
};
const bob = {
  ...ann,
  email: 'bob@example.test',
  firstName: 'Bob',
  orderCount: 1,
  lastOrderAt: '2026-02-01T15:00:00.000Z',
};
const ORDER_ID = '5b7e7f0e-0000-4000-8000-0000000000aa';
const guestRows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ ...bob, email: `g${i}@example.test` }));

function renderGuests(route = '/app/customers?view=guests') {
  return renderWithApi(<CustomersScreen />, {
    route,
    api: {
      'customers.list': () => ({ rows: [], hasMore: false }),
      'customers.guests': (input) => {
        const { searchtext, limit } = input as { searchtext?: string; limit: number };
        if (searchtext === '212-555-0111') return { rows: [ann], hasMore: false };
        if (searchtext) return { rows: [], hasMore: false };
        if (limit > 75) return { rows: [ann, bob, ...guestRows(74)], hasMore: false };
        return { rows: [ann, bob, ...guestRows(73)], hasMore: true };
      },
      'customers.guest': () => ({
        guest: ann,
        orders: {
          rows: [
            {
              id: ORDER_ID,
              orderNumber: 10023,
              createdAt: '2026-03-01T15:00:00.000Z',
              pickUpDate: '2026-03-02',
              status: 'New',
              quoteTotalCents: 4500,
              finalOrderTotalCents: null,
            },
          ],
          hasMore: false,
        },
      }),
    },
  });
}

const inputs = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.input as Record<string, unknown>);

describe('the Guests view of the Customers screen', () => {
  it('lists each guest with name, e-mail, a tel: phone, the number of orders and the latest order’s date', async () => {
    const { calls } = renderGuests();
    const table = await screen.findByRole('table', { name: 'Guests' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('button', { name: 'Ann' })).toBeTruthy();
    expect(first.textContent).toContain('ann@example.test');
    expect(within(first).getByRole('link', { name: '(212) 555-0111' }).getAttribute('href')).toBe(
      'tel:+12125550111',
    );
    expect(first.textContent).toContain('3');
    expect(first.textContent).toContain('Mar 1, 2026');
    expect(inputs(calls, 'customers.guests')[0]).toEqual({ limit: 75 });
    expect(inputs(calls, 'customers.list')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Guests' }).getAttribute('aria-current')).toBe('page');
  });

  it('searches on the server and pages with Show More', async () => {
    const user = userEvent.setup();
    const { calls } = renderGuests();
    await screen.findByRole('table', { name: 'Guests' });
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(77));
    expect(inputs(calls, 'customers.guests').at(-1)).toEqual({ limit: 150 });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '212-555-0111');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(inputs(calls, 'customers.guests').at(-1)).toEqual({ limit: 75, searchtext: '212-555-0111' });
  });

  it('opens a guest’s orders from the row, each order linked, and goes back to the list', async () => {
    const user = userEvent.setup();
    const { calls } = renderGuests();
    const table = await screen.findByRole('table', { name: 'Guests' });
    await user.click(within(table).getByRole('button', { name: 'Ann' }));
    expect(await screen.findByRole('heading', { name: 'Ann (guest)' })).toBeTruthy();
    expect(inputs(calls, 'customers.guest')).toEqual([{ email: 'ann@example.test' }]);
    expect(screen.getByRole('link', { name: '#10023' }).getAttribute('href')).toBe(
      `/app/order/id/${ORDER_ID}`,
    );
    await user.click(screen.getByRole('button', { name: 'Back to guests' }));
    expect(await screen.findByRole('table', { name: 'Guests' })).toBeTruthy();
  });

  it('switches between customers and guests', async () => {
    const user = userEvent.setup();
    const { calls } = renderGuests('/app/customers');
    await screen.findByRole('heading', { name: 'Customers', level: 1 });
    expect(inputs(calls, 'customers.guests')).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Guests' }));
    expect(await screen.findByRole('table', { name: 'Guests' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Customers' }));
    expect(await screen.findByRole('table', { name: 'Customers' })).toBeTruthy();
  });
});
