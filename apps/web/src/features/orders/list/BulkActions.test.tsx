import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../../test/fakeApi';
import { installDialog } from '../../../test/staffSettings';
import { bulkResultText } from './bulkResult';
import { OrdersScreen } from './OrdersScreen';

// docs/decisions/0086-orders-bulk-actions.md: staff select rows, set one status or store for all of them, confirmed
// once; the outcome names each order the server refused.

beforeAll(installDialog);

const SESSION = {
  user: { id: '5b7e7f0e-0000-4000-8000-0000000000e1', role: 'Admin', email: 'ann@example.test' },
  authenticated: true,
  authorizedAsGuest: false,
  guestEmail: null,
  guestEmailProven: false,
  landing: '/app/orders',
  googleSignIn: false,
};
const CHELSEA = { id: '5b7e7f0e-0000-4000-8000-0000000000c1', name: 'Chelsea' };
const SOHO = { id: '5b7e7f0e-0000-4000-8000-0000000000c2', name: 'SoHo' };

const row = (n: number) => ({
  id: `5b7e7f0e-0000-4000-8000-00000000${String(n).padStart(4, '0')}`,
  orderNumber: 10000 + n,
  customerName: `Customer ${n}`,
  email: `c${n}@example.test`,
  phone: '(212) 555-0100',
  version: n,
  services: ['washFold'],
  pickUpDate: '2030-01-02',
  pickUpHour: 12,
  deliveryDate: '2030-01-03',
  deliveryHour: 14,
  deliveryDate2: null,
  deliveryHour2: null,
  isExpressDelivery: false,
  gratuityCents: 0,
  status: 'New',
  location: CHELSEA,
  quoteTotalCents: 44_00,
});
const ROWS = [row(1), row(2), row(3), row(4)];

function renderScreen(api: Record<string, (input: unknown) => unknown> = {}) {
  return renderWithApi(<OrdersScreen />, {
    route: '/app/orders',
    api: {
      'auth.session': () => SESSION,
      'orders.list': () => ({ rows: ROWS, hasMore: false }),
      'catalog.locations.list': () => [CHELSEA, SOHO],
      ...api,
    },
  });
}
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const inputsTo = (calls: { path: string; input: unknown }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.input);

describe('bulk actions on the orders screen', () => {
  it('shows the bar with the count once rows are selected; the header checkbox selects the page and clears it', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #10002' }));
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(within(bar).getByText('1 order selected')).toBeTruthy();
    const page = checkbox('Select all orders on this page');
    expect(page.checked).toBe(false);
    expect(page.indeterminate).toBe(true);
    await user.click(page);
    expect(within(bar).getByText('4 orders selected')).toBeTruthy();
    expect(ROWS.every((r) => checkbox(`Select order #${r.orderNumber}`).checked)).toBe(true);
    expect(page.checked).toBe(true);
    await user.click(page);
    expect(screen.queryByRole('region', { name: 'Selected orders' })).toBeNull();
    expect(ROWS.some((r) => checkbox(`Select order #${r.orderNumber}`).checked)).toBe(false);
  });

  it('asks once, then sets the status of the selected orders with the versions loaded, and says what changed', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen({
      'orders.bulkSetStatus': (input) =>
        (input as { orders: { orderId: string }[] }).orders.map(({ orderId }) => ({
          orderId,
          orderNumber: ROWS.find((r) => r.id === orderId)!.orderNumber,
          ok: true,
        })),
    });
    for (const n of [1, 3, 4])
      await user.click(await screen.findByRole('checkbox', { name: `Select order #1000${n}` }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Set status' }), {
      target: { value: 'In Progress' },
    });
    await user.click(screen.getByRole('button', { name: 'Apply status' }));
    const dialog = screen.getByRole('dialog', { name: 'Set 3 orders to In Progress?' });
    expect(inputsTo(calls, 'orders.bulkSetStatus')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, set status' }));
    expect(await screen.findByText('3 orders changed.')).toBeTruthy();
    expect(inputsTo(calls, 'orders.bulkSetStatus')).toEqual([
      {
        orders: [
          { orderId: ROWS[0]!.id, version: 1 },
          { orderId: ROWS[2]!.id, version: 3 },
          { orderId: ROWS[3]!.id, version: 4 },
        ],
        status: 'In Progress',
      },
    ]);
    // The list is read again and the selection is cleared.
    await waitFor(() => expect(inputsTo(calls, 'orders.list').length).toBeGreaterThan(1));
    expect(screen.queryByRole('region', { name: 'Selected orders' })).toBeNull();
  });

  it('changes nothing when the question is answered Cancel', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen({ 'orders.bulkSetStatus': () => [] });
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #10001' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Set status' }), {
      target: { value: 'Completed' },
    });
    await user.click(screen.getByRole('button', { name: 'Apply status' }));
    const dialog = screen.getByRole('dialog', { name: 'Set 1 order to Completed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(inputsTo(calls, 'orders.bulkSetStatus')).toEqual([]);
    expect(screen.getByText('1 order selected')).toBeTruthy();
  });

  it('names each refused order with its message, and sets a store the same way', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen({
      'orders.bulkSetLocation': () => [
        { orderId: ROWS[0]!.id, orderNumber: 10001, ok: true },
        {
          orderId: ROWS[1]!.id,
          orderNumber: 10002,
          ok: false,
          message: 'This order was changed by someone else. Please reload it and try again.',
        },
      ],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #10001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order #10002' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Set store' }), { target: { value: SOHO.id } });
    await user.click(screen.getByRole('button', { name: 'Apply store' }));
    const dialog = screen.getByRole('dialog', { name: 'Set 2 orders to SoHo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, set store' }));
    expect(
      await screen.findByText(
        '1 order changed. 1 was not: #10002: This order was changed by someone else. Please reload it and try again.',
      ),
    ).toBeTruthy();
    expect(inputsTo(calls, 'orders.bulkSetLocation')).toEqual([
      {
        orders: [
          { orderId: ROWS[0]!.id, version: 1 },
          { orderId: ROWS[1]!.id, version: 2 },
        ],
        locationId: SOHO.id,
      },
    ]);
  });

  it("shows the server's message when the whole change is refused", async () => {
    const user = userEvent.setup();
    renderScreen({
      'orders.bulkSetLocation': () => {
        throw apiError('Please choose a valid location.', { appCode: 'BAD_INPUT' });
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select order #10001' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Set store' }), { target: { value: SOHO.id } });
    await user.click(screen.getByRole('button', { name: 'Apply store' }));
    await user.click(screen.getByRole('button', { name: 'Yes, set store' }));
    expect(await screen.findByText('Please choose a valid location.')).toBeTruthy();
  });

  it('makes each phone number a tel: link', async () => {
    renderScreen();
    const links = await screen.findAllByRole('link', { name: '(212) 555-0100' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ROWS.map(() => 'tel:+12125550100'));
  });
});

describe('the outcome of a bulk change', () => {
  const ok = (n: number) => ({ orderId: `id-${n}`, orderNumber: n, ok: true as const });
  const refused = (n: number, message: string) => ({
    orderId: `id-${n}`,
    orderNumber: n,
    ok: false as const,
    message,
  });

  it('counts the changed orders and names the refused ones with their messages', () => {
    expect(bulkResultText([ok(10001)])).toBe('1 order changed.');
    expect(bulkResultText([ok(10001), ok(10002)])).toBe('2 orders changed.');
    expect(
      bulkResultText([
        ...Array.from({ length: 11 }, (_, i) => ok(10001 + i)),
        refused(10007, 'This order was canceled. Its status can no longer change.'),
      ]),
    ).toBe('11 orders changed. 1 was not: #10007: This order was canceled. Its status can no longer change.');
    expect(bulkResultText([refused(10003, 'A.'), refused(10004, 'B.')])).toBe(
      '0 orders changed. 2 were not: #10003: A. #10004: B.',
    );
  });
});
