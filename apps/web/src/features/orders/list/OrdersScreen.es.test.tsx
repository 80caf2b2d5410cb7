import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n/i18n';
import { CUSTOMER_SESSION, renderWithApi } from '../../../test/fakeApi';
import { OrdersScreen } from './OrdersScreen';

// docs/decisions/0101-customer-side-in-spanish.md: a customer's Order History in the page's language, each status in
// the words customers read (docs/rules/statuses.md, What customers read).

const SESSION = CUSTOMER_SESSION;
const row = (n: number, status: string) => ({
  id: `5b7e7f0e-0000-4000-8000-00000000${String(n).padStart(4, '0')}`,
  orderNumber: 10000 + n,
  customerName: null,
  email: null,
  phone: null,
  version: 1,
  services: ['washFold', 'dryClean'],
  pickUpDate: '2030-01-02',
  pickUpHour: 12,
  deliveryDate: '2030-01-03',
  deliveryHour: 14,
  deliveryDate2: null,
  deliveryHour2: null,
  isExpressDelivery: false,
  gratuityCents: null,
  status,
  location: { id: '5b7e7f0e-0000-4000-8000-0000000000c1', name: 'Chelsea' },
  quoteTotalCents: 44_00,
});

function renderHistory() {
  return renderWithApi(<OrdersScreen />, {
    route: '/app/orders',
    api: {
      'auth.session': () => SESSION,
      'orders.list': () => ({ rows: [row(1, 'Unassigned'), row(2, 'Completed')], hasMore: false }),
    },
  });
}

describe("the customer's Order History", () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('reads in Spanish', async () => {
    await activateLocale('es');
    renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Historial de pedidos' })).toBeTruthy();
    expect(document.title).toBe('Historial de pedidos · FreshPress');
    expect(await screen.findByText('2 pedidos')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sus pedidos' });
    expect(within(table).getByText('Programado')).toBeTruthy();
    expect(within(table).getByText('Entregado')).toBeTruthy();
    expect(within(table).getAllByText('Lavado y doblado, Tintorería')).toHaveLength(2);
    const status = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Estado' });
    expect(Array.from(status.options).map((option) => option.textContent)).toContain(
      'En camino para la recogida',
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });

  it('keeps its English words in English', async () => {
    renderHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order History' })).toBeTruthy();
    expect(await screen.findByText('2 orders')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your orders' });
    expect(within(table).getByText('Scheduled')).toBeTruthy();
    expect(within(table).getByText('Delivered')).toBeTruthy();
    expect(within(table).getAllByText('Wash & Fold, Dry Clean')).toHaveLength(2);
  });
});
