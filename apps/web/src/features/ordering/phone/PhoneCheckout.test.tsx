import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, renderWithApi } from '../../../test/fakeApi';
import { ADDRESS, comforterQuote, loadOrder, nyCatalog } from '../../../test/orderFixtures';
import { CheckoutForm } from '../../checkout/CheckoutForm';
import { type PhoneCustomer, phoneOrderStore } from './phoneOrder';

// docs/decisions/0087-phone-orders.md: a phone order's checkout offers the customer's saved cards and places the order
// for the customer (forCustomer); the phone order ends with it.

const NOW = new Date('2030-01-07T13:00:00Z');
const STAFF_ID = '5b7e7f0e-0000-4000-8000-0000000000e1';
const JANE_ID = '5b7e7f0e-0000-4000-8000-0000000000a1';
const jane: PhoneCustomer = {
  id: JANE_ID,
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '(212) 555-0111',
  address: null,
  addressLine2: null,
  city: null,
  state: 'NY',
  zip: null,
  sms: true,
};
const STAFF_SESSION = {
  user: { id: STAFF_ID, role: 'Admin', email: 'dana@example.test', sms: false },
  authenticated: true,
  authorizedAsGuest: false,
  guestEmail: null,
  guestEmailProven: false,
  landing: '/app/orders',
  googleSignIn: false,
};

function renderCheckout() {
  loadOrder({
    address: ADDRESS,
    comforter: { items: [{ sizeId: 'ny-queen', type: 'down', quantity: 1 }] },
    schedule: {
      pickUpDate: '2030-01-08',
      pickUpHour: 11,
      deliveryDate: '2030-01-14',
      deliveryHour: 11,
      deliveryDate2: null,
      deliveryHour2: null,
      multipleDeliveries: false,
    },
  });
  return renderWithApi(<CheckoutForm />, {
    api: {
      'auth.session': () => STAFF_SESSION,
      'catalog.pricing': nyCatalog,
      'checkout.quote': () => comforterQuote(),
      'payments.config': () => ({ provider: 'simulated', testMode: true }),
      'payments.createTestPaymentMethod': () => ({ id: 'pm_test_1', brand: 'visa', last4: '4242' }),
      'checkout.customerCards': () => [
        { id: 'pm_jane_saved', brand: 'visa', last4: '1881', expMonth: 4, expYear: 2031 },
      ],
      'checkout.placeOrder': () => ({
        orderId: 'order-1',
        orderNumber: 1001,
        quoteTotalCents: 50_00,
        amountAuthorizedCents: 75_00,
        priceChanged: false,
      }),
    },
  });
}

const inputs = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.input as Record<string, unknown>);

describe('a phone order’s checkout', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    phoneOrderStore.clear();
  });

  it('offers the customer’s saved cards, places the order for the customer, and ends the phone order', async () => {
    phoneOrderStore.choose(STAFF_ID, jane);
    const { calls } = renderCheckout();
    const saved = await screen.findByRole<HTMLInputElement>('radio', {
      name: 'Visa ending in 1881, expires 04/31',
    });
    await waitFor(() => expect(saved.checked).toBe(true));
    expect(inputs(calls, 'checkout.customerCards')).toEqual([{ userId: JANE_ID }]);
    expect(inputs(calls, 'payments.methods')).toEqual([]);
    // Staff do not keep a card on the customer's account.
    expect(screen.queryByRole('checkbox', { name: 'Save Card' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(inputs(calls, 'checkout.placeOrder')).toHaveLength(1));
    expect(inputs(calls, 'checkout.placeOrder')[0]).toMatchObject({
      paymentMethodId: 'pm_jane_saved',
      saveCard: false,
      sms: true,
      forCustomer: { userId: JANE_ID },
    });
    // The total shown was priced for the customer too, as the order is placed (once the session says who is ordering).
    expect(inputs(calls, 'checkout.quote').at(-1)).toMatchObject({ forCustomer: { userId: JANE_ID } });
    await waitFor(() => expect(phoneOrderStore.current()).toBeNull());
  });

  it('sends no forCustomer when the phone order is another staff member’s', async () => {
    phoneOrderStore.choose('5b7e7f0e-0000-4000-8000-0000000000e2', jane);
    const { calls } = renderCheckout();
    await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(inputs(calls, 'checkout.placeOrder')).toHaveLength(1));
    expect(inputs(calls, 'checkout.placeOrder')[0]).not.toHaveProperty('forCustomer');
    for (const quote of inputs(calls, 'checkout.quote')) expect(quote).not.toHaveProperty('forCustomer');
    expect(inputs(calls, 'checkout.placeOrder')[0]).toMatchObject({ paymentMethodId: 'pm_test_1' });
    expect(inputs(calls, 'checkout.customerCards')).toEqual([]);
    // Not this staff member's to end.
    expect(phoneOrderStore.current()).toMatchObject({ status: 'chosen', customer: { id: JANE_ID } });
  });
});
