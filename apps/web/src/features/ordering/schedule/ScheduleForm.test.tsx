import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUEST_SESSION, renderWithApi } from '../../../test/fakeApi';
import { ADDRESS, loadOrder, nyCatalog } from '../../../test/orderFixtures';
import { useLocalOrder } from '../store/orderStore';
import { OrderSummary } from '../summary/OrderSummary';
import { ScheduleForm } from './ScheduleForm';

const api = {
  'auth.session': () => GUEST_SESSION,
  'catalog.pricing': nyCatalog,
};

/** The step, and the checkout it continues to, which shows the schedule the step saved. */
function renderStep() {
  function Checkout() {
    const { order } = useLocalOrder();
    const { schedule = null, isExpressDelivery } = order;
    return <output aria-label="saved schedule">{JSON.stringify({ schedule, isExpressDelivery })}</output>;
  }
  return renderWithApi(
    <Routes>
      <Route path="/app/order/schedule" element={<ScheduleForm />} />
      <Route path="/app/order/checkout" element={<Checkout />} />
    </Routes>,
    { api, route: '/app/order/schedule' },
  );
}

const select = (name: string) => screen.getByRole('combobox', { name });
const saved = async () =>
  JSON.parse((await screen.findByRole('status', { name: 'saved schedule' })).textContent ?? 'null');

// Monday 6 January 2030, 8am in New York: the step offers pick-ups from today to 7 days ahead, not Sundays.
const NOW = new Date('2030-01-07T13:00:00Z');

describe('the schedule step', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the pick-up date and time, then for the delivery date and time, before it continues', async () => {
    loadOrder({ address: ADDRESS, washFold: { weightLbs: 25, productIds: [] } });
    renderStep();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The texts chosen where the rules give none (docs/decisions/0011-pricing-validation-messages.md).
    expect(await screen.findByText('Please select a pick-up date.')).toBeTruthy();
    expect(screen.getByText('Please select a pick-up time.')).toBeTruthy();
    expect(select('Pick-up date').getAttribute('aria-invalid')).toBe('true');

    await userEvent.selectOptions(select('Pick-up date'), '2030-01-08');
    await userEvent.selectOptions(select('Pick-up time'), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // Delivery time is required unless express.
    expect(await screen.findByText('Please select a delivery date.')).toBeTruthy();
    expect(screen.getByText('Please select a delivery time.')).toBeTruthy();
    expect(screen.queryByText('Please select a pick-up date.')).toBeNull();
    expect(screen.queryByRole('status', { name: 'saved schedule' })).toBeNull();
  });

  it('offers delivery from the services’ minimum business days after pick-up, then saves and continues', async () => {
    loadOrder({
      address: ADDRESS,
      comforter: { items: [{ sizeId: 'ny-queen', type: 'down', quantity: 1 }] },
    });
    renderStep();

    const pickUpDates = within(select('Pick-up date'))
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    // Today to 7 days ahead, Sunday the 13th left out.
    expect(pickUpDates).toEqual([
      '',
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-14',
    ]);
    expect((select('Pick-up time') as HTMLSelectElement).disabled).toBe(true);

    await userEvent.selectOptions(select('Pick-up date'), '2030-01-08');
    await userEvent.selectOptions(select('Pick-up time'), '11');
    // The sample settings give comforters 4 business days: Tuesday the 8th to Monday the 14th.
    await waitFor(() =>
      expect((within(select('Delivery date')).getAllByRole('option')[1] as HTMLOptionElement).value).toBe(
        '2030-01-14',
      ),
    );
    await userEvent.selectOptions(select('Delivery date'), '2030-01-14');
    await userEvent.selectOptions(select('Delivery time'), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await saved()).toEqual({
      schedule: {
        pickUpDate: '2030-01-08',
        pickUpHour: 11,
        deliveryDate: '2030-01-14',
        deliveryHour: 11,
        deliveryDate2: null,
        deliveryHour2: null,
        multipleDeliveries: false,
      },
      isExpressDelivery: false,
    });
  });

  it('offers express delivery for wash and fold over 9 lbs, priced per lb, in place of the delivery window', async () => {
    loadOrder({ address: ADDRESS, washFold: { weightLbs: 25, productIds: [] } });
    renderStep();
    expect(screen.queryByRole('checkbox', { name: /Express delivery/ })).toBeNull();

    await userEvent.selectOptions(select('Pick-up date'), '2030-01-08');
    await userEvent.selectOptions(select('Pick-up time'), '11');
    const express = await screen.findByRole('checkbox', { name: /Express delivery/ });
    // $0.40 a lb for 25 lbs.
    expect(express.closest('label')?.textContent).toContain('+$10.00');

    await userEvent.click(express);
    expect(screen.queryByRole('combobox', { name: 'Delivery date' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // Express comes back the same day, 3 hours after the pick-up window starts.
    expect(await saved()).toMatchObject({
      schedule: {
        pickUpDate: '2030-01-08',
        pickUpHour: 11,
        deliveryDate: '2030-01-08',
        multipleDeliveries: false,
      },
      isExpressDelivery: true,
    });
  });

  it('splits the delivery in two when the services’ delivery days differ and two deliveries are chosen', async () => {
    loadOrder({
      address: ADDRESS,
      washFold: { weightLbs: 25, productIds: [] },
      comforter: { items: [{ sizeId: 'ny-queen', type: 'down', quantity: 1 }] },
    });
    renderStep();
    await userEvent.selectOptions(select('Pick-up date'), '2030-01-08');
    await userEvent.selectOptions(select('Pick-up time'), '11');

    await userEvent.click(await screen.findByRole('checkbox', { name: /Two deliveries/ }));

    expect(screen.getByRole('group', { name: 'First delivery' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Second delivery' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Please select a delivery date.')).toHaveLength(2);
  });

  it('prices two deliveries in the summary as they are chosen, before Continue saves them (one total everywhere)', async () => {
    loadOrder({
      address: ADDRESS,
      washPress: { items: [{ itemId: 'ny-wp-shirt', quantity: 1 }] },
      tailoring: { items: [{ itemId: 'ny-pants', services: ['hem'], instructions: '' }] },
    });
    renderWithApi(
      <>
        <Routes>
          <Route path="/app/order/schedule" element={<ScheduleForm />} />
          <Route path="/app/order/checkout" element={<p>Checkout</p>} />
        </Routes>
        <OrderSummary variant="steps" />
      </>,
      { api, route: '/app/order/schedule' },
    );
    const total = () => screen.getByTestId('order-total').textContent;
    await userEvent.selectOptions(select('Pick-up date'), '2030-01-08');
    await userEvent.selectOptions(select('Pick-up time'), '11');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Two deliveries/ }));
    for (const name of ['Delivery date', 'Second delivery date']) {
      await userEvent.selectOptions(select(name), within(select(name)).getAllByRole('option')[1]!);
    }
    for (const name of ['Delivery time', 'Second delivery time']) {
      await userEvent.selectOptions(select(name), within(select(name)).getAllByRole('option')[1]!);
    }
    await waitFor(() => expect(screen.getByText('Multiple delivery charge')).toBeTruthy());
    const chosen = total();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Checkout');
    // Saved, the order has the same total the step showed.
    expect(total()).toBe(chosen);
    expect(screen.getByText('Multiple delivery charge')).toBeTruthy();
  });
});
