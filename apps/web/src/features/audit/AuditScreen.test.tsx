import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, renderWithApi } from '../../test/fakeApi';
import { AuditScreen } from './AuditScreen';

// docs/rules/roles.md, Audit trail: the staff's order and money actions beside the other changes, in plain
// words, searched by order number or person on the server (docs/decisions/0074-audit-trail-orders-and-money.md).

const PAT = {
  id: '5b7e7f0e-0000-4000-8000-000000000001',
  email: 'pat@freshpress.test',
  name: 'Pat Payments',
};
const ORDER_ID = '5b7e7f0e-0000-4000-8000-0000000000aa';

const captured = {
  id: '5b7e7f0e-0000-4000-8000-000000000010',
  at: '2026-11-28T15:04:00.000Z',
  actor: PAT,
  kind: 'order',
  action: 'captured',
  actionLabel: 'Payment captured',
  entityId: ORDER_ID,
  summary: 'Order #10023',
  order: { id: ORDER_ID, number: 10023 },
  lines: [
    { field: 'Status', before: 'Completed', after: 'Paid' },
    { field: 'Amount captured', value: '$51.25' },
  ],
};
const paused = {
  id: '5b7e7f0e-0000-4000-8000-000000000011',
  at: '2026-11-28T14:00:00.000Z',
  actor: PAT,
  kind: 'settings',
  action: 'update',
  actionLabel: 'Changed',
  entityId: 'ny',
  summary: 'New York Disable Ordering',
  order: null,
  lines: [{ field: 'Ordering paused', before: 'Yes', after: 'No' }],
};

function renderScreen(route = '/app/audit') {
  return renderWithApi(<AuditScreen />, {
    route,
    api: {
      'audit.actors': () => [PAT],
      'audit.list': (input) => {
        const { search } = input as { search?: string };
        if (search === '10023') return { rows: [captured], hasMore: false };
        if (search) return { rows: [], hasMore: false };
        return { rows: [captured, paused], hasMore: false };
      },
    },
  });
}

const listInputs = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === 'audit.list').map((call) => call.input as Record<string, unknown>);

describe('the audit screen', () => {
  it('shows each entry’s action and its lines in words, an order entry linked to its order', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Payment captured')).toBeTruthy();
    expect(within(rows[0]!).getByText('Orders and payments')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Order #10023' }).getAttribute('href')).toBe(
      `/app/order/id/${ORDER_ID}`,
    );
    expect(
      within(rows[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Status: Completed → Paid', 'Amount captured: $51.25']);
    expect(within(rows[1]!).getByRole('listitem').textContent).toBe('Ordering paused: Yes → No');
    expect(table.textContent).not.toMatch(/disableOrdering|version|true|false/);
  });

  it('searches on the server by order number, kept in the page address with the other filters', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen('/app/audit?kind=order');
    await screen.findByRole('table', { name: 'Audit log' });
    expect(listInputs(calls).at(-1)).toMatchObject({ kind: 'order' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '10023');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listInputs(calls).at(-1)).toMatchObject({ search: '10023', kind: 'order' }));
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).queryByText('Ordering paused')).toBeNull();
  });

  it('says when nothing matches a search', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('table', { name: 'Audit log' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
  });

  it('offers the order entries in the kind filter', async () => {
    renderScreen();
    const kind = await screen.findByRole('combobox', { name: 'Kind' });
    expect(within(kind).getByRole('option', { name: 'Orders and payments' })).toBeTruthy();
  });
});
