import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../features/orders/detail/orderView';
import { PaymentPanel } from '../../features/orders/detail/PaymentPanel';
import { apiError, GUEST_SESSION, renderWithApi } from '../../test/fakeApi';
import { ReceiptScreen, type ReceiptView } from './OrderReceipt';

const ORDER_ID = '3f1c2b9a-0d4e-4c61-9a57-2f7f3c1d8e10';
const SESSION = {
  user: { id: '5b7e7f0e-0000-4000-8000-0000000000e1', role: 'Customer', email: 'ana@example.test' },
  authenticated: true,
  authorizedAsGuest: false,
  guestEmail: null,
  guestEmailProven: false,
  landing: '/app/dashboard',
  googleSignIn: false,
};

/** A weighed order's receipt, as orders.receipt answers it. */
const RECEIPT: ReceiptView = {
  orderId: ORDER_ID,
  orderNumber: 10042,
  weighed: true,
  services: [
    {
      service: 'washFold',
      label: 'Wash & Fold',
      weight: '30 lb',
      amountCents: 60_00,
      items: [],
      products: [{ text: 'Lavender Detergent', amountCents: 2_00 }],
    },
    {
      service: 'dryClean',
      label: 'Dry Clean',
      weight: null,
      amountCents: 18_00,
      items: [
        { text: '2 x Shirt', amountCents: 8_00 },
        { text: '1 x Suit', amountCents: 10_00 },
      ],
      products: [],
    },
  ],
  charges: [
    { label: 'Same-day surcharge', amountCents: 5_00 },
    { label: 'Promo discount (SAVE10)', amountCents: -3_00 },
    { label: 'Tip', amountCents: 4_00 },
  ],
  chargedCents: 86_00,
  refundedCents: 0,
  card: 'Visa •••• 4242',
  store: { name: 'FreshPress Chelsea', address: '210 W 23rd St, New York, NY 10011' },
  dates: {
    placed: 'Sunday, May 31, 2026',
    pickUp: 'Monday, June 1, 8-9am',
    delivery: 'Wednesday, June 3, 6-7pm',
    charged: 'Thursday, June 4, 2026',
  },
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

// docs/decisions/0083-orders-receipt.md: the page shows the receipt e-mail's lines, from orders.receipt, and prints.
describe('the receipt page', () => {
  it('shows every line, the charges, the total charged, the card, the store and the dates', async () => {
    const { calls } = renderWithApi(<ReceiptScreen orderId={ORDER_ID} />, {
      api: { 'auth.session': () => SESSION, 'orders.receipt': () => RECEIPT },
    });
    expect(await screen.findByRole('heading', { name: 'Receipt for order #10042' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your items, as we weighed and counted them' });
    expect(rowsOf(table)).toEqual([
      'ItemAmount',
      'Wash & Fold, 30 lb$60.00',
      'Lavender Detergent$2.00',
      'Dry Clean$18.00',
      '2 x Shirt$8.00',
      '1 x Suit$10.00',
      'Same-day surcharge$5.00',
      'Promo discount (SAVE10)-$3.00',
      'Tip$4.00',
      'Total charged$86.00',
    ]);
    expect(screen.getByText('Paid with Visa •••• 4242')).toBeTruthy();
    expect(screen.getByText(/FreshPress Chelsea/).textContent).toBe(
      'FreshPress Chelsea210 W 23rd St, New York, NY 10011',
    );
    const dates = screen
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(dates).toEqual([
      'Placed: Sunday, May 31, 2026',
      'Pick-up: Monday, June 1, 8-9am',
      'Delivery: Wednesday, June 3, 6-7pm',
      'Charged: Thursday, June 4, 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe(
      `/app/order/id/${ORDER_ID}`,
    );
    expect(calls.filter((call) => call.path === 'orders.receipt')).toMatchObject([
      { input: { orderId: ORDER_ID } },
    ]);
  });

  it('an order charged on its estimate, with a refund since and no card told', async () => {
    const estimate: ReceiptView = {
      ...RECEIPT,
      weighed: false,
      services: [RECEIPT.services[1]!],
      charges: [],
      chargedCents: 18_00,
      refundedCents: 5_00,
      card: null,
      store: null,
      dates: { ...RECEIPT.dates, pickUp: null, delivery: null },
    };
    renderWithApi(<ReceiptScreen orderId={ORDER_ID} />, {
      api: { 'auth.session': () => SESSION, 'orders.receipt': () => estimate },
    });
    const table = await screen.findByRole('table', { name: 'Your items' });
    expect(rowsOf(table)).toEqual([
      'ItemAmount',
      'Dry Clean$18.00',
      '2 x Shirt$8.00',
      '1 x Suit$10.00',
      'Total charged$18.00',
      'Refunded since$5.00',
    ]);
    expect(screen.getByText('Paid by card')).toBeTruthy();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Placed', 'Charged']);
  });

  it('prints with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithApi(<ReceiptScreen orderId={ORDER_ID} />, {
      api: { 'auth.session': () => SESSION, 'orders.receipt': () => RECEIPT },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("says the server's refusal for an order not charged yet, with no Print button", async () => {
    const message =
      'This order has not been charged yet, so it has no receipt. The receipt is ready once we charge your card.';
    renderWithApi(<ReceiptScreen orderId={ORDER_ID} />, {
      api: {
        'auth.session': () => SESSION,
        'orders.receipt': () => {
          throw apiError(message, { code: 'CONFLICT', httpStatus: 409, appCode: 'CONFLICT' });
        },
      },
    });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your receipt' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('asks a guest whose e-mail does not open the order for the booking e-mail', async () => {
    renderWithApi(<ReceiptScreen orderId={ORDER_ID} />, {
      api: {
        'auth.session': () => GUEST_SESSION,
        'orders.receipt': () => {
          throw apiError('Order not found.', { code: 'NOT_FOUND', httpStatus: 404, appCode: 'NOT_FOUND' });
        },
      },
    });
    expect(await screen.findByLabelText(/e-?mail/i)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe("the order detail's link to the receipt", () => {
  const order = (capturedCents: number) =>
    ({
      id: ORDER_ID,
      status: capturedCents > 0 ? 'Payment Processed' : 'In Progress',
      payment: {
        amountAuthorizedCents: 66_00,
        card: null,
        authorizedAt: null,
        capturedCents,
        refundedCents: 0,
        reauthStatus: null,
        reauthAmountCents: null,
      },
      expiry: { ageDays: 1, expired: false, expiringSoon: false },
    }) as unknown as OrderView;

  it('links the receipt once the order is charged, and not before', () => {
    const { unmount } = renderWithApi(<PaymentPanel order={order(44_00)} />, { api: {} });
    expect(screen.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(
      `/app/order/id/${ORDER_ID}/receipt`,
    );
    unmount();
    renderWithApi(<PaymentPanel order={order(0)} />, { api: {} });
    expect(screen.queryByRole('link', { name: 'Receipt' })).toBeNull();
  });
});
