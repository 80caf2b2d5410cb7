import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  apiError,
  type FakeApi,
  GUEST_SESSION,
  networkError,
  renderWithApi,
} from '../../test/fakeApi';
import { ADDRESS, comforterQuote, loadOrder, nyCatalog } from '../../test/orderFixtures';
import { CheckoutForm } from './CheckoutForm';

// Monday 6 January 2030, 8am in New York.
const NOW = new Date('2030-01-07T13:00:00Z');

/** A Queen down comforter ($50.00), picked up Tuesday the 8th at 11 and delivered on `deliveryDate`. */
function loadComforterOrder(deliveryDate = '2030-01-14') {
  loadOrder({
    address: ADDRESS,
    comforter: { items: [{ sizeId: 'ny-queen', type: 'down', quantity: 1 }] },
    schedule: {
      pickUpDate: '2030-01-08',
      pickUpHour: 11,
      deliveryDate,
      deliveryHour: 11,
      deliveryDate2: null,
      deliveryHour2: null,
      multipleDeliveries: false,
    },
  });
}

/** The API a guest's checkout talks to, with the simulated card provider; `overrides` replace procedures. */
function checkoutApi(overrides: FakeApi = {}): FakeApi {
  return {
    'auth.session': () => GUEST_SESSION,
    'catalog.pricing': nyCatalog,
    'checkout.quote': () => comforterQuote(),
    'payments.config': () => ({ provider: 'simulated', testMode: true }),
    'payments.createTestPaymentMethod': () => ({ id: 'pm_test_1', brand: 'visa', last4: '4242' }),
    'checkout.placeOrder': () => ({
      orderId: 'order-1',
      orderNumber: 1001,
      quoteTotalCents: 50_00,
      amountAuthorizedCents: 75_00,
      priceChanged: false,
    }),
    ...overrides,
  };
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' });

async function typeCard(number = '4242424242424242') {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

const callsTo = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

describe("the checkout form's errors", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('refuses an order whose delivery is now too soon after pick-up, and links to the schedule', async () => {
    // A comforter needs 4 business days; delivery the day after pick-up is too soon.
    loadComforterOrder('2030-01-09');
    const { calls } = renderWithApi(<CheckoutForm />, { api: checkoutApi() });

    expect(
      await screen.findByText(
        'Delivery time is no longer available for this order. Please update your scheduled delivery to place this order.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update your schedule' }).getAttribute('href')).toBe(
      '/app/order/schedule',
    );
    expect((placeOrderButton() as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(calls, 'checkout.placeOrder')).toHaveLength(0);
  });

  it("shows the server's pricing problem with the order", async () => {
    loadComforterOrder();
    renderWithApi(<CheckoutForm />, {
      api: checkoutApi({
        'checkout.quote': () =>
          comforterQuote(50_00, ['There was an error with order pricing. Please contact us for assistance.']),
      }),
    });

    expect(
      await screen.findByText('There was an error with order pricing. Please contact us for assistance.'),
    ).toBeTruthy();
  });

  it('names the incomplete card fields and sends nothing', async () => {
    loadComforterOrder();
    const { calls } = renderWithApi(<CheckoutForm />, { api: checkoutApi() });
    await screen.findByLabelText('Card number');

    await userEvent.click(placeOrderButton());

    // Stripe Elements' own wording, which the simulated provider's fields share.
    expect(await screen.findAllByText('Your card number is incomplete.')).not.toHaveLength(0);
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(callsTo(calls, 'payments.createTestPaymentMethod')).toHaveLength(0);
    expect(callsTo(calls, 'checkout.placeOrder')).toHaveLength(0);
  });

  it("shows the payment provider's card error as it is, and places no order", async () => {
    loadComforterOrder();
    const { calls } = renderWithApi(<CheckoutForm />, {
      api: checkoutApi({
        'payments.createTestPaymentMethod': () => {
          throw apiError('Your card was declined.', { appCode: 'CARD_DECLINED', code: 'BAD_REQUEST' });
        },
      }),
    });
    await typeCard('4000000000000002');

    await userEvent.click(placeOrderButton());

    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(callsTo(calls, 'checkout.placeOrder')).toHaveLength(0);
    // The message holds the focus the busy button let go of, not the page's body.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Your card was declined.'));
  });

  it('says there was a payment processing error when the card could not be read without a reason', async () => {
    loadComforterOrder();
    renderWithApi(<CheckoutForm />, {
      api: checkoutApi({
        'payments.createTestPaymentMethod': () => {
          throw apiError('Input validation failed');
        },
      }),
    });
    await typeCard();

    await userEvent.click(placeOrderButton());

    expect(
      await screen.findByText(
        'There was a payment processing error. Please contact us for assistance. Your card has not been authorized.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's own message when it refuses the order", async () => {
    loadComforterOrder();
    const { calls } = renderWithApi(<CheckoutForm />, {
      api: checkoutApi({
        'checkout.placeOrder': () => {
          throw apiError(
            'There was an error with your order. Please contact us for assistance. Your card has not been authorized.',
            { appCode: 'ORDER_REJECTED', code: 'UNPROCESSABLE_CONTENT', httpStatus: 422 },
          );
        },
      }),
    });
    await typeCard();

    await userEvent.click(placeOrderButton());

    expect(
      await screen.findByText(
        'There was an error with your order. Please contact us for assistance. Your card has not been authorized.',
      ),
    ).toBeTruthy();
    const [placed] = callsTo(calls, 'checkout.placeOrder');
    expect(placed?.input).toMatchObject({ paymentMethodId: 'pm_test_1', clientQuoteTotalCents: 50_00 });
    // The button is back for another try.
    await waitFor(() => expect((placeOrderButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('falls back to "There was an error creating this order." when the refusal has no message for people', async () => {
    loadComforterOrder();
    renderWithApi(<CheckoutForm />, {
      api: checkoutApi({
        'checkout.placeOrder': () => {
          throw apiError('Input validation failed');
        },
      }),
    });
    await typeCard();

    await userEvent.click(placeOrderButton());

    expect(await screen.findByText('There was an error creating this order.')).toBeTruthy();
  });

  it('says so when the order never reached the server', async () => {
    loadComforterOrder();
    renderWithApi(<CheckoutForm />, {
      api: checkoutApi({
        'checkout.placeOrder': () => {
          throw networkError();
        },
      }),
    });
    await typeCard();

    await userEvent.click(placeOrderButton());

    expect(
      await screen.findByText('Network error. Please check your connection and try again.'),
    ).toBeTruthy();
  });
});
