import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../test/fakeApi';
import { installDialog } from '../../test/staffSettings';
import { type DriverDay, DriverScreen, type DriverStop } from './DriverScreen';

beforeAll(installDialog);

function stop(position: number, orderNumber: number, changes: Partial<DriverStop> = {}): DriverStop {
  return {
    position,
    orderId: `5b7e7f0e-0000-4000-8000-0000000${orderNumber}`,
    orderNumber,
    version: 3,
    status: 'New',
    customerName: `Customer ${orderNumber}`,
    phone: '(212) 555-0123',
    address: {
      address: `${orderNumber} Broadway`,
      address2: 'Apt 4',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    },
    instructions: '',
    services: [{ service: 'washFold', label: 'Wash & Fold' }],
    window: { date: '2026-12-01', hour: 9, label: '9-10am' },
    navigationUrl: `https://www.google.com/maps/dir/?api=1&destination=${orderNumber}`,
    ...changes,
  };
}

const ADA = stop(1, 10001, { customerName: 'Ada Lovelace', instructions: 'Gate code 1234' });
const BOB = stop(2, 10002);
const CY = stop(1, 10003, { status: 'En Route for Delivery' });

function dayOf(pickups: DriverStop[], deliveries: DriverStop[]): DriverDay {
  return {
    location: { id: '5b7e7f0e-0000-4000-8000-0000000000a1', name: 'Chelsea', address: '200 W 23rd St' },
    date: '2026-12-01',
    pickups,
    deliveries,
  };
}

describe('the driver screen', () => {
  it('lists the pick-ups then the deliveries in route order, each with a call link, a navigation link and no money', async () => {
    renderWithApi(<DriverScreen />, {
      route: '/app/driver',
      api: { 'driver.today': () => dayOf([ADA, BOB], [CY]) },
    });
    const pickups = await screen.findByTestId('driver-pickups');
    const stops = within(pickups).getAllByTestId('driver-stop');
    expect(stops.map((li) => li.querySelector('.driver-stop__name')?.textContent)).toEqual([
      'Ada Lovelace',
      'Customer 10002',
    ]);
    const ada = within(stops[0]!);
    expect(ada.getByRole('link', { name: '(212) 555-0123' }).getAttribute('href')).toBe('tel:+12125550123');
    expect(
      ada.getByRole('link', { name: '10001 Broadway, Apt 4, New York, NY 10001' }).getAttribute('href'),
    ).toBe(ADA.navigationUrl);
    expect(ada.getByText('Instructions:').parentElement?.textContent).toBe('Instructions: Gate code 1234');
    expect(ada.getByRole('button', { name: 'Picked up' })).toBeTruthy();
    const deliveries = screen.getByTestId('driver-deliveries');
    expect(within(deliveries).getByRole('button', { name: 'Delivered' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pick-ups (2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deliveries (1)' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('$');
  });

  it('marks a stop picked up after the confirm, sends its version, and shows the refreshed list', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<DriverScreen />, {
      route: '/app/driver',
      api: {
        'driver.today': () => dayOf([ADA, BOB], [CY]),
        'driver.pickedUp': () => dayOf([{ ...BOB, position: 1 }], [CY]),
      },
    });
    const pickups = await screen.findByTestId('driver-pickups');
    await user.click(
      within(within(pickups).getAllByTestId('driver-stop')[0]!).getByRole('button', { name: 'Picked up' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Mark order #10001 as picked up? The customer is told.')).toBeTruthy();
    // Nothing is sent before the confirm.
    expect(calls.filter((call) => call.path === 'driver.pickedUp')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, picked up' }));
    expect(await screen.findByText('Order #10001 is marked as picked up.')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'driver.pickedUp').map((call) => call.input)).toEqual([
      { orderId: ADA.orderId, version: 3 },
    ]);
    await waitFor(() => expect(screen.getAllByTestId('driver-stop')).toHaveLength(2));
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
  });

  it('shows the server’s refusal and loads the day again', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<DriverScreen />, {
      route: '/app/driver',
      api: {
        'driver.today': () => dayOf([], [CY]),
        'driver.delivered': () => {
          throw apiError('This order is not on your route today.', {
            code: 'NOT_FOUND',
            httpStatus: 404,
            appCode: 'NOT_FOUND',
          });
        },
      },
    });
    expect(await screen.findByText('No pick-ups left today.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, delivered' }));
    expect(await screen.findByText('This order is not on your route today.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.path === 'driver.today')).toHaveLength(2));
  });
});
