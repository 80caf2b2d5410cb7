import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, renderWithApi } from '../../test/fakeApi';
import { RouteSheetScreen } from './RouteSheetScreen';
import type { RouteSheet, RouteStop } from './routeSheet';

// Leaflet draws nothing in jsdom; the map is its own lazy chunk and the list is the sheet (docs/decisions/0085-route-sheet-printing.md).
vi.mock('./RouteMap', () => ({
  default: ({ sheet }: { sheet: RouteSheet }) => (
    <p data-testid="route-map">{sheet.stops.map((stop) => stop.position).join(',')}</p>
  ),
}));

const STORE_ID = '5b7e7f0e-0000-4000-8000-0000000000a1';
const OTHER_STORE_ID = '5b7e7f0e-0000-4000-8000-0000000000a2';

function stop(
  position: number,
  orderNumber: number,
  hour: number,
  changes: Partial<RouteStop> = {},
): RouteStop {
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
    window: { date: '2026-12-01', hour, label: hour === 9 ? '9 AM - 11 AM' : '11 AM - 1 PM' },
    lat: 40.75,
    lng: -73.99,
    navigationUrl: `https://www.google.com/maps/dir/?api=1&destination=${orderNumber}%20Broadway`,
    ...changes,
  };
}

const ADA = stop(1, 10001, 9, {
  customerName: 'Ada Lovelace',
  phone: '(212) 555-0123',
  address: { address: '350 5th Ave', address2: 'Apt 4', city: 'New York', state: 'NY', zip: '10118' },
  instructions: 'Gate code 1234, door code 5678',
  services: [
    { service: 'washFold', label: 'Wash & Fold' },
    { service: 'dryClean', label: 'Dry Cleaning' },
  ],
  weightLbs: 18,
  navigationUrl: 'https://www.google.com/maps/dir/?api=1&destination=350%205th%20Ave%2C%20Apt%204',
});
const BOB = stop(2, 10002, 9);
const CY = stop(3, 10003, 11);

function sheetOf(stops: RouteStop[], order: RouteSheet['order'] = 'driving'): RouteSheet {
  return {
    location: { id: STORE_ID, name: 'Chelsea', address: '200 W 23rd St', lat: 40.744, lng: -73.996 },
    date: '2026-12-01',
    kind: 'pickup',
    order,
    totalMeters: 4828,
    stops: stops.map((s, index) => ({ ...s, position: index + 1 })),
  };
}

const LOCATIONS = [
  { id: OTHER_STORE_ID, name: 'Harlem' },
  { id: STORE_ID, name: 'Chelsea' },
];

function renderScreen({
  route = `/app/routes?location=${STORE_ID}&date=2026-12-01&kind=pickup`,
  reorder = (input: { orderIds: string[] }) =>
    sheetOf(
      input.orderIds.map((id) => [ADA, BOB, CY].find((s) => s.orderId === id)!),
      'manual',
    ),
}: {
  route?: string;
  reorder?: (input: { orderIds: string[] }) => unknown;
} = {}) {
  return renderWithApi(<RouteSheetScreen />, {
    route,
    api: {
      'catalog.locations.list': () => LOCATIONS,
      'publicConfig.get': () => ({
        mapTiles: { url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: '' },
      }),
      'routes.sheet': () => sheetOf([ADA, BOB, CY]),
      'routes.reorder': (input) => reorder(input as { orderIds: string[] }),
    },
  });
}

const sheetInputs = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === 'routes.sheet').map((c) => c.input);

describe('the route sheet screen', () => {
  it('groups the stops under a heading per window, in the sheet’s order, each with its facts', async () => {
    const { calls } = renderScreen();
    const windows = await screen.findAllByTestId('route-window');
    expect(windows.map((w) => within(w).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '9 AM - 11 AM',
      '11 AM - 1 PM',
    ]);
    expect(within(windows[0]!).getAllByTestId('route-stop')).toHaveLength(2);
    expect(within(windows[1]!).getAllByTestId('route-stop')).toHaveLength(1);
    expect(sheetInputs(calls)).toEqual([{ locationId: STORE_ID, date: '2026-12-01', kind: 'pickup' }]);
    expect(screen.getByTestId('route-order-note').textContent).toBe('Order: driving order');
    expect(screen.getByTestId('route-sheet-subtitle').textContent).toBe(
      'Chelsea · Pick-ups · Tue, Dec 1, 2026',
    );

    const [first] = screen.getAllByTestId('route-stop');
    const ada = within(first!);
    expect(first!.querySelector('.route-stop__number')?.textContent).toBe('1');
    expect(ada.getByRole('link', { name: '#10001' }).getAttribute('href')).toBe(
      `/app/order/id/${ADA.orderId}`,
    );
    expect(ada.getByText('Ada Lovelace', { exact: false })).toBeTruthy();
    expect(ada.getByRole('link', { name: '(212) 555-0123' }).getAttribute('href')).toBe('tel:+12125550123');
    const navigate = ada.getByRole('link', { name: '350 5th Ave, Apt 4, New York, NY 10118 · Navigate' });
    expect(navigate.getAttribute('href')).toBe(ADA.navigationUrl);
    expect(ada.getByText('Instructions:').parentElement?.textContent).toBe(
      'Instructions: Gate code 1234, door code 5678',
    );
    expect(first!.querySelector('.route-stop__services')?.textContent).toBe(
      'Wash & Fold, Dry Cleaning · 18 lbs (est.)',
    );
    expect(await screen.findByTestId('route-map')).toBeTruthy();
  });

  it('moves a stop down with routes.reorder, within its window, and says the order is now set by hand', async () => {
    const { calls } = renderScreen();
    const [first, second, third] = await screen.findAllByTestId('route-stop');
    // The first of a window cannot go up, the last cannot go down: a window is the customer's promised time.
    expect(within(first!).getByRole('button', { name: 'Move up' }).hasAttribute('disabled')).toBe(true);
    expect(within(second!).getByRole('button', { name: 'Move down' }).hasAttribute('disabled')).toBe(true);
    expect(within(third!).getByRole('button', { name: 'Move up' }).hasAttribute('disabled')).toBe(true);

    await userEvent.click(within(first!).getByRole('button', { name: 'Move down' }));
    await waitFor(() =>
      expect(screen.getByTestId('route-order-note').textContent).toBe('Order: set by hand'),
    );
    const reorders = calls.filter((call) => call.path === 'routes.reorder');
    expect(reorders.map((call) => call.input)).toEqual([
      {
        locationId: STORE_ID,
        date: '2026-12-01',
        kind: 'pickup',
        orderIds: [BOB.orderId, ADA.orderId, CY.orderId],
      },
    ]);
    const stops = screen.getAllByTestId('route-stop');
    expect(stops.map((s) => within(s).getAllByRole('link')[0]!.textContent)).toEqual([
      '#10002',
      '#10001',
      '#10003',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Moved #10001 down.');
    // The focus stays with the moved stop: it can go down no further, so its Move up has it.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(stops[1]!).getByRole('button', { name: 'Move up' })),
    );
  });

  it('moves a stop up from the keyboard', async () => {
    const { calls } = renderScreen();
    const [, second] = await screen.findAllByTestId('route-stop');
    within(second!).getByRole('button', { name: 'Move up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.filter((call) => call.path === 'routes.reorder')).toHaveLength(1));
    expect(calls.find((call) => call.path === 'routes.reorder')?.input).toMatchObject({
      orderIds: [BOB.orderId, ADA.orderId, CY.orderId],
    });
  });

  it('says the server’s refusal of a move, and keeps the order', async () => {
    renderScreen({
      reorder: () => {
        throw apiError('These are not the stops of this route. Please reload the sheet.', {
          appCode: 'BAD_INPUT',
        });
      },
    });
    const [first] = await screen.findAllByTestId('route-stop');
    await userEvent.click(within(first!).getByRole('button', { name: 'Move down' }));
    expect(
      await screen.findByText('These are not the stops of this route. Please reload the sheet.'),
    ).toBeTruthy();
    expect(screen.getByTestId('route-order-note').textContent).toBe('Order: driving order');
  });

  it('asks for the store, day and kind chosen, and links the tickets of the same route', async () => {
    const { calls } = renderScreen();
    await screen.findAllByTestId('route-stop');
    expect(screen.getByRole('link', { name: 'Print tickets' }).getAttribute('href')).toBe(
      `/app/routes/tickets?location=${STORE_ID}&date=2026-12-01&kind=pickup`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deliveries' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Store' }), 'Harlem');
    await waitFor(() =>
      expect(sheetInputs(calls).at(-1)).toEqual({
        locationId: OTHER_STORE_ID,
        date: '2026-12-01',
        kind: 'delivery',
      }),
    );
    expect(screen.getByRole('button', { name: 'Deliveries' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pick-ups' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('opens on today in New York and the first store by name when the address names none', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T03:30:00Z') });
    try {
      const { calls } = renderScreen({ route: '/app/routes' });
      await screen.findAllByTestId('route-stop');
      // 03:30 UTC is still November 30 in New York.
      expect(sheetInputs(calls)[0]).toEqual({ locationId: STORE_ID, date: '2026-11-30', kind: 'pickup' });
      expect(screen.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
      await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
      await waitFor(() => expect(sheetInputs(calls).at(-1)).toMatchObject({ date: '2026-12-01' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a day that does not exist in the server’s words, and asks nothing', async () => {
    const { calls } = renderScreen({ route: `/app/routes?location=${STORE_ID}&date=2026-02-30&kind=pickup` });
    expect(await screen.findByText('Please enter a valid date.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('route-sheet-subtitle').textContent).toBe('Chelsea · Pick-ups'),
    );
    expect(sheetInputs(calls)).toEqual([]);
  });

  it('says the server’s refusal of the sheet', async () => {
    renderWithApi(<RouteSheetScreen />, {
      route: `/app/routes?location=${OTHER_STORE_ID}&date=2026-12-01&kind=pickup`,
      api: {
        'catalog.locations.list': () => LOCATIONS,
        'routes.sheet': () => {
          throw apiError('This store could not be found.', {
            code: 'NOT_FOUND',
            httpStatus: 404,
            appCode: 'NOT_FOUND',
          });
        },
      },
    });
    expect(await screen.findByText('This store could not be found.')).toBeTruthy();
    expect(screen.queryByTestId('route-stop')).toBeNull();
  });

  it('says when a route has no stops', async () => {
    renderWithApi(<RouteSheetScreen />, {
      route: `/app/routes?location=${STORE_ID}&date=2026-12-01&kind=delivery`,
      api: {
        'catalog.locations.list': () => LOCATIONS,
        'routes.sheet': () => ({ ...sheetOf([]), kind: 'delivery' }),
      },
    });
    expect(await screen.findByText('No deliveries for this store on this day.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Print tickets' })).toBeNull();
  });
});
