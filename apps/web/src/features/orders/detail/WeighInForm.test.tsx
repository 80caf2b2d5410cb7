import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApi } from '../../../test/fakeApi';
import { ADDRESS, nyCatalog, scheduleAhead } from '../../../test/orderFixtures';
import { OrderServices } from './OrderServices';
import type { OrderView } from './orderView';
import { WeighInForm } from './WeighInForm';

const ORDER_ID = '11111111-2222-4333-8444-555555555555';

const TOTALS = {
  servicesSubtotalCents: 2900,
  productsCents: 0,
  dryCleanSurchargeCents: 0,
  washPressSurchargeCents: 0,
  minimumDeliverySurchargeCents: 0,
  multipleDeliveryCents: 0,
  earlierDeliveryServiceQuoteCents: 0,
  expressCents: 0,
  totalDiscountAmountCents: 0,
  gratuityCents: 0,
};

/** An order of 10 lb of wash and fold estimated at $29.00, In Progress, as orders.get answers staff. */
function order(overrides: Partial<OrderView> = {}): OrderView {
  const schedule = scheduleAhead();
  return {
    id: ORDER_ID,
    orderNumber: 1042,
    status: 'In Progress',
    version: 7,
    region: 'ny',
    location: null,
    userId: null,
    address: ADDRESS,
    firstName: 'Ada',
    email: ADDRESS.email,
    phone: ADDRESS.phone,
    sms: false,
    instructions: '',
    schedule,
    isExpressDelivery: false,
    services: [
      {
        service: 'washFold',
        label: 'Wash & Fold',
        draft: { weightLbs: 10, productIds: [] },
        quoteCents: 2900,
        rows: [],
        products: [],
        productsCents: 0,
      },
    ],
    promoCode: null,
    totals: { ...TOTALS, quoteTotalCents: 2900, finalOrderTotalCents: null },
    weighIn: null,
    payment: {
      provider: 'stripe',
      paymentIntentId: 'pi_1',
      card: { brand: 'visa', last4: '4242' },
      amountAuthorizedCents: 4350,
      capturedCents: 0,
      refundedCents: 0,
      authorizedAt: null,
      reauthStatus: null,
      reauthAmountCents: null,
    },
    draft: {
      address: ADDRESS,
      washFold: { weightLbs: 10, productIds: [] },
      schedule,
      isExpressDelivery: false,
      gratuityCents: 0,
      instructions: '',
    },
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    expiry: null,
    allowed: {
      cancel: true,
      reschedule: true,
      edit: true,
      charge: true,
      refund: true,
      reauthorize: false,
      reorder: false,
    },
    reschedule: { pickUp: false, delivery: true, secondDelivery: false, refused: null },
    ...overrides,
  } as unknown as OrderView;
}

/** The order once weighed at 30 lb: $43.00 against the $29.00 estimate, weighed by Dana. */
function weighedOrder(): OrderView {
  return order({
    totals: { ...TOTALS, quoteTotalCents: 2900, finalOrderTotalCents: 4300 },
    weighIn: {
      services: [
        {
          service: 'washFold',
          label: 'Wash & Fold',
          draft: { weightLbs: 30, productIds: [] },
          quoteCents: 4300,
          rows: [],
          products: [],
          productsCents: 0,
        },
      ],
      totals: { ...TOTALS, servicesSubtotalCents: 4300, totalCents: 4300 },
      notes: 'Two full bags',
      weighedAt: '2026-11-23T16:05:00.000Z',
      weighedBy: 'Dana',
    },
  } as Partial<OrderView>);
}

/** orders.quoteWeighIn's answer for wash and fold at `cents`. */
const quoteOf = (cents: number) => ({
  totals: { ...TOTALS, servicesSubtotalCents: cents, totalCents: cents },
  services: [
    {
      service: 'washFold',
      label: 'Wash & Fold',
      draft: {},
      quoteCents: cents,
      rows: [],
      products: [],
      productsCents: 0,
    },
  ],
});

function renderForm(view: OrderView, api: Record<string, (input: unknown) => unknown> = {}) {
  const onDone = vi.fn();
  const rendered = renderWithApi(<WeighInForm order={view} onDone={onDone} onCancel={() => {}} />, {
    api: {
      'orders.pricedWith': () => ({ region: 'ny', ...nyCatalog() }),
      'orders.quoteWeighIn': (input) => {
        const weight =
          (input as { order: { washFold?: { weightLbs: number } } }).order.washFold?.weightLbs ?? 0;
        return quoteOf(weight === 30 ? 4300 : 2900);
      },
      ...api,
    },
  });
  return { ...rendered, onDone };
}

const weightField = () => screen.getByLabelText(/Weight \(lbs\)/) as HTMLInputElement;

// Issue 36: the counter weighs what was received; the final total is the server's, priced as the save will be.
describe('the weigh-in form', () => {
  it('starts from the estimate, and from the last weigh-in once there is one', async () => {
    const first = renderForm(order());
    expect(weightField().value).toBe('10');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('');
    first.unmount();

    renderForm(weighedOrder());
    expect(weightField().value).toBe('30');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Two full bags');
  });

  it('shows the final total live from orders.quoteWeighIn as the weight is typed', async () => {
    const { calls } = renderForm(order());
    expect(await screen.findByTestId('weigh-in-total')).toHaveProperty('textContent', '$29.00');
    const user = userEvent.setup();
    await user.clear(weightField());
    await user.type(weightField(), '30');
    await vi.waitFor(() => expect(screen.getByTestId('weigh-in-total').textContent).toBe('$43.00'), {
      timeout: 3000,
    });
    expect(screen.getByText('Wash & Fold: $43.00')).toBeTruthy();
    const quotes = calls.filter((call) => call.path === 'orders.quoteWeighIn');
    expect(quotes.at(-1)?.input).toEqual({
      orderId: ORDER_ID,
      order: { washFold: { weightLbs: 30, productIds: [] } },
    });
    // Debounced: the keystrokes '3' and '30' did not each ask (the cleared field asks nothing).
    expect(
      quotes.map(
        (call) => (call.input as { order: { washFold: { weightLbs: number } } }).order.washFold.weightLbs,
      ),
    ).toEqual([10, 30]);
  });

  it('shows no final total while the weight is not one the counter can save', async () => {
    renderForm(order());
    expect(await screen.findByTestId('weigh-in-total')).toHaveProperty('textContent', '$29.00');
    const user = userEvent.setup();
    await user.clear(weightField());
    expect(screen.queryByTestId('weigh-in-total')).toBeNull();
    await user.type(weightField(), '500.5');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByTestId('weigh-in-total')).toBeNull();
  });

  it('saves the weigh-in with the order version, the services and the notes', async () => {
    const weighIn = vi.fn(() => ({}));
    const { calls, onDone } = renderForm(order(), { 'orders.weighIn': weighIn });
    const user = userEvent.setup();
    await user.clear(weightField());
    await user.type(weightField(), '30');
    await user.type(screen.getByLabelText('Notes'), 'Two full bags');
    await user.click(screen.getByRole('button', { name: 'Save Weigh-In' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === 'orders.weighIn').map((call) => call.input)).toEqual([
      {
        orderId: ORDER_ID,
        version: 7,
        order: { washFold: { weightLbs: 30, productIds: [] } },
        notes: 'Two full bags',
      },
    ]);
    expect(onDone).toHaveBeenCalledWith({ tone: 'success', text: 'The weigh-in has been saved.' });
  });

  it('adds a service with its item rows and sends it', async () => {
    const weighIn = vi.fn(() => ({}));
    const { calls, onDone } = renderForm(order(), { 'orders.weighIn': weighIn });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Comforter' }));
    const comforter = screen.getByRole('group', { name: 'Comforter' });
    await vi.waitFor(() => expect(within(comforter).getByRole('option', { name: 'Queen' })).toBeTruthy());
    await user.selectOptions(within(comforter).getByLabelText('Size'), 'ny-queen');
    await user.selectOptions(within(comforter).getByLabelText('Type'), 'down');
    await user.clear(within(comforter).getByLabelText(/^Quantity/));
    await user.type(within(comforter).getByLabelText(/^Quantity/), '2');
    await user.click(screen.getByRole('button', { name: 'Save Weigh-In' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.path === 'orders.weighIn')?.input).toMatchObject({
      order: {
        washFold: { weightLbs: 10, productIds: [] },
        comforter: { items: [{ sizeId: 'ny-queen', type: 'down', quantity: 2 }] },
      },
    });
  });

  it("adds dry cleaning with the garment's own options, and removes wash and fold", async () => {
    const weighIn = vi.fn(() => ({}));
    const { calls, onDone } = renderForm(order(), { 'orders.weighIn': weighIn });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Dry Clean' }));
    const dryClean = screen.getByRole('group', { name: 'Dry Clean' });
    await vi.waitFor(() => expect(within(dryClean).getByRole('option', { name: 'Pants' })).toBeTruthy());
    await user.selectOptions(within(dryClean).getByLabelText('Item'), 'ny-dc-pants');
    await user.selectOptions(within(dryClean).getByLabelText('Crease'), 'noCrease');
    await user.click(within(dryClean).getByRole('button', { name: 'Add an item to Dry Clean' }));
    await user.selectOptions(within(dryClean).getAllByLabelText('Item')[1]!, 'ny-dc-shirt');
    await user.click(screen.getByRole('button', { name: 'Remove Wash & Fold' }));
    expect(screen.queryByLabelText(/Weight \(lbs\)/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Weigh-In' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.path === 'orders.weighIn')?.input).toMatchObject({
      order: {
        dryClean: {
          items: [
            { itemId: 'ny-dc-pants', quantity: 1, pressOnly: false, crease: 'noCrease', starch: 'noStarch' },
            { itemId: 'ny-dc-shirt', quantity: 1, pressOnly: false, crease: null, starch: 'noStarch' },
          ],
        },
      },
    });
    const sent = calls.find((call) => call.path === 'orders.weighIn')?.input as { order: object } | undefined;
    expect(sent?.order).not.toHaveProperty('washFold');
  });

  it('asks for at least one service when every one is removed', async () => {
    const { calls } = renderForm(order());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Wash & Fold' }));
    await user.click(screen.getByRole('button', { name: 'Save Weigh-In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please weigh at least one service.');
    expect(calls.filter((call) => call.path === 'orders.weighIn')).toHaveLength(0);
  });

  it('refuses a weight of 0 at the field and sends nothing', async () => {
    const { calls, onDone } = renderForm(order());
    const user = userEvent.setup();
    await user.clear(weightField());
    await user.type(weightField(), '0');
    await user.click(screen.getByRole('button', { name: 'Save Weigh-In' }));
    expect(
      await screen.findByText(
        'Wash & Fold weight must be more than 0 lb and at most 500 lb, with up to 2 decimals.',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === 'orders.weighIn')).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows a stale save's refusal in the server's words next to the form", async () => {
    const stale = 'This order was changed by someone else. Please reload it and try again.';
    const { onDone } = renderForm(order(), {
      'orders.weighIn': () => {
        throw apiError(stale, { code: 'CONFLICT', httpStatus: 409, appCode: 'CONFLICT' });
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Weigh-In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(stale);
    expect(onDone).not.toHaveBeenCalled();
    // The form stays as typed, to try again after a reload.
    expect(weightField().value).toBe('10');
  });
});

// Issue 36: the estimate and the final side by side, for staff and the customer.
describe('the estimate and the final', () => {
  it('is a table of each service, the totals and their difference', () => {
    renderWithApi(<OrderServices order={weighedOrder()} />, { api: {} });
    const table = screen.getByRole('table', { name: 'Estimate and final' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Service', 'Estimate', 'Final', 'Difference']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Wash & Fold', '10 lbs$29.00', '30 lbs$43.00', '+$14.00'],
      ['Total', '$29.00', '$43.00', '+$14.00'],
    ]);
    expect(screen.getByText('Notes from the counter: Two full bags')).toBeTruthy();
    expect(screen.getByText('Weighed Mon, Nov 23, 2026, 11:05 AM ET by Dana.')).toBeTruthy();
  });

  it('is not shown before the weigh-in', () => {
    renderWithApi(<OrderServices order={order()} />, { api: {} });
    expect(screen.queryByRole('table')).toBeNull();
  });
});
