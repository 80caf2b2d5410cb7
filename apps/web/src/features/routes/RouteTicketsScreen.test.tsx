import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../test/fakeApi';
import { RouteTicketsScreen } from './RouteTicketsScreen';
import type { RouteSheet, RouteStop } from './routeSheet';

// docs/decisions/0085-route-sheet-printing.md, The ticket: one ticket per stop, in the route's order, each with its QR code.

const STORE_ID = '5b7e7f0e-0000-4000-8000-0000000000a1';

function stop(position: number, orderNumber: number, changes: Partial<RouteStop> = {}): RouteStop {
  return {
    position,
    orderId: `5b7e7f0e-0000-4000-8000-0000000${orderNumber}`,
    orderNumber,
    status: 'New',
    customerName: `Customer ${orderNumber}`,
    phone: '(212) 555-0100',
    address: {
      address: `${orderNumber} Broadway`,
      address2: null,
      city: 'New York',
      state: 'NY',
      zip: '10001',
    },
    instructions: '',
    preferences: null,
    services: [{ service: 'washFold', label: 'Wash & Fold' }],
    weightLbs: null,
    window: { date: '2026-12-01', hour: 9, label: '9 AM - 11 AM' },
    lat: null,
    lng: null,
    navigationUrl: 'https://www.google.com/maps/dir/?api=1&destination=x',
    ...changes,
  };
}

const STOPS = [
  stop(1, 10002, {
    customerName: 'Ada Lovelace',
    instructions: 'Gate code 1234',
    preferences: {
      detergent: 'hypoallergenic',
      fabricSoftener: false,
      starch: 'light',
      creases: true,
      finish: 'hung',
      note: 'Cold wash only',
    },
    services: [
      { service: 'washFold', label: 'Wash & Fold' },
      { service: 'dryClean', label: 'Dry Cleaning' },
    ],
    weightLbs: 18,
  }),
  stop(2, 10001),
  stop(3, 10003, { window: { date: '2026-12-01', hour: 11, label: '11 AM - 1 PM' } }),
];

const SHEET: RouteSheet = {
  location: { id: STORE_ID, name: 'Chelsea', address: '200 W 23rd St', lat: null, lng: null },
  date: '2026-12-01',
  kind: 'pickup',
  order: 'manual',
  totalMeters: null,
  stops: STOPS,
};

/** orders.get's answer for a stop, as far as a ticket reads it: the pick-up and the delivery windows. */
function orderOf(orderId: string) {
  const found = STOPS.find((s) => s.orderId === orderId)!;
  return {
    id: orderId,
    orderNumber: found.orderNumber,
    firstName: found.customerName,
    phone: found.phone,
    address: found.address,
    instructions: found.instructions,
    preferences: found.preferences,
    services: found.services,
    isExpressDelivery: false,
    schedule: {
      pickUpDate: '2026-12-01',
      pickUpHour: found.window.hour,
      deliveryDate: '2026-12-03',
      deliveryHour: 17,
      deliveryDate2: null,
      deliveryHour2: null,
      multipleDeliveries: false,
    },
  };
}

describe('the route tickets page', () => {
  it('shows one ticket per stop in the route’s order, each with its number, QR code, who, what and when', async () => {
    const { calls } = renderWithApi(<RouteTicketsScreen />, {
      route: `/app/routes/tickets?location=${STORE_ID}&date=2026-12-01&kind=pickup`,
      api: {
        'routes.sheet': () => SHEET,
        'orders.get': (input) => orderOf((input as { orderId: string }).orderId),
      },
    });
    const tickets = await screen.findAllByTestId('ticket');
    expect(tickets.map((t) => within(t).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '#10002',
      '#10001',
      '#10003',
    ]);
    expect(calls.find((call) => call.path === 'routes.sheet')?.input).toEqual({
      locationId: STORE_ID,
      date: '2026-12-01',
      kind: 'pickup',
    });
    // Each QR code is an image named by its order's number, drawn as an SVG.
    for (const [index, number] of ['10002', '10001', '10003'].entries()) {
      const qr = await within(tickets[index]!).findByRole('img', { name: `QR code of order #${number}` });
      expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    }
    const ada = within(tickets[0]!);
    expect(ada.getByText('Ada Lovelace')).toBeTruthy();
    expect(ada.getByText('Wash & Fold, Dry Cleaning')).toBeTruthy();
    expect(ada.getByText('18 lbs (est.)')).toBeTruthy();
    expect(ada.getByText('Gate code 1234')).toBeTruthy();
    // docs/decisions/0093-customer-preferences.md: the preferences the order was placed with print on its ticket.
    expect(ada.getByTestId('ticket-preferences').textContent).toBe(
      'Detergent: Hypoallergenic · Fabric softener: No · Starch: Light · Creases: Yes · Finish: Hung · Note: Cold wash only',
    );
    expect(within(tickets[1]!).queryByTestId('ticket-preferences')).toBeNull();
    expect(ada.getByText('Stop 1')).toBeTruthy();
    await waitFor(() => expect(ada.getByText('Thu, Dec 3, 2026, 5-6pm')).toBeTruthy());
    expect(ada.getByText('Tue, Dec 1, 2026, 9-10am')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Print tickets' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('link', { name: '← Back to the route sheet' }).getAttribute('href')).toBe(
      `/app/routes?location=${STORE_ID}&date=2026-12-01&kind=pickup`,
    );
  });

  it('prints the route’s own window when an order cannot be read', async () => {
    renderWithApi(<RouteTicketsScreen />, {
      route: `/app/routes/tickets?location=${STORE_ID}&date=2026-12-01&kind=pickup`,
      api: {
        'routes.sheet': () => ({ ...SHEET, stops: [STOPS[2]!] }),
        'orders.get': () => {
          throw new Error('down');
        },
      },
    });
    const [ticket] = await screen.findAllByTestId('ticket');
    expect(within(ticket!).getByText('Tue, Dec 1, 2026, 11 AM - 1 PM')).toBeTruthy();
  });
});
