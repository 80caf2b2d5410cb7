import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_SESSION, renderWithApi } from '../../../test/fakeApi';
import { ADDRESS, comforterQuote, loadOrder, nyCatalog, scheduleAhead } from '../../../test/orderFixtures';
import { OrderSummary } from './OrderSummary';
import { SummaryTotals } from './SummaryTotals';

const api = {
  'auth.session': () => GUEST_SESSION,
  'catalog.pricing': nyCatalog,
};

const queenDown = { items: [{ sizeId: 'ny-queen', type: 'down' as const, quantity: 1 }] };

/** The summary once the region's price lists have arrived (before that every listed item is $0.00). */
async function summary() {
  const aside = await screen.findByRole('complementary', { name: 'Your Order' });
  await waitFor(() => expect(within(aside).queryByText('$0.00')).toBeNull());
  return aside;
}

/** A row of the summary: its label and its amount. */
function amountOf(aside: HTMLElement, label: string) {
  const row = within(aside).getByText(label).closest('.summary-row');
  return row?.querySelector('.summary-row__amount')?.textContent;
}

describe('the order summary on the steps', () => {
  beforeEach(() => loadOrder({}));

  it('is not shown while the order has no service', () => {
    renderWithApi(<OrderSummary variant="steps" />, { api });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('lists each service with its price and the estimated total', async () => {
    loadOrder({ washFold: { weightLbs: 25, productIds: [] }, comforter: queenDown });
    renderWithApi(<OrderSummary variant="steps" />, { api });
    const aside = await summary();

    // 25 lbs: $29.00 for the first 20, 5 lbs at $1.45 = $36.25, truncated to $36.00.
    expect(amountOf(aside, 'Wash & Fold')).toBe('$36.00');
    expect(amountOf(aside, 'Comforter')).toBe('$50.00');
    expect(screen.getByTestId('order-total').textContent).toBe('$86.00');
    expect(within(aside).queryByText('Minimum delivery surcharge')).toBeNull();
    expect(within(aside).getByRole('link', { name: 'Add another service' }).getAttribute('href')).toBe(
      '/app/order/services',
    );
  });

  it('tops a service under its minimum up to it with a minimum delivery surcharge, and says why', async () => {
    loadOrder({ washPress: { items: [{ itemId: 'ny-wp-shirt', quantity: 3 }] } });
    renderWithApi(<OrderSummary variant="steps" />, { api });
    const aside = await summary();

    // 3 shirts at $1.99 = $5.97; the wash and press minimum is $32.00.
    expect(amountOf(aside, 'Wash & Press')).toBe('$5.97');
    expect(amountOf(aside, 'Minimum delivery surcharge')).toBe('$26.03');
    expect(screen.getByTestId('order-total').textContent).toBe('$32.00');
    expect(
      within(aside).getByText(
        'Wash & Press orders under $32.00 include a minimum delivery charge. Add $26.03 more of Wash & Press to remove it.',
      ),
    ).toBeTruthy();
  });

  it('takes a service off the order with its trash button and totals the rest', async () => {
    loadOrder({ washFold: { weightLbs: 25, productIds: [] }, comforter: queenDown });
    renderWithApi(<OrderSummary variant="steps" />, { api });
    const aside = await summary();

    await userEvent.click(within(aside).getByRole('button', { name: 'Remove Comforter' }));

    expect(within(aside).queryByText('Comforter')).toBeNull();
    expect(screen.getByTestId('order-total').textContent).toBe('$36.00');
    // The button that was pressed is gone: focus is on the remaining service's, not back at the page's start.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(aside).getByRole('button', { name: 'Remove Wash & Fold' })),
    );
  });
});

describe('the order summary on checkout', () => {
  it("shows the server's total when it differs from the estimate, and the hold of 150% of it", async () => {
    loadOrder({ address: ADDRESS, schedule: scheduleAhead(), comforter: queenDown });
    const quotes: unknown[] = [];
    renderWithApi(<OrderSummary variant="checkout" />, {
      api: {
        ...api,
        'catalog.specials.list': () => [],
        // The server prices the comforter at $55.00: its quote is the order's total.
        'checkout.quote': (input) => {
          quotes.push(input);
          return comforterQuote(55_00);
        },
      },
    });
    const aside = await screen.findByRole('complementary', { name: 'Your Order' });

    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('$55.00'));
    expect(within(aside).getByRole('status').textContent).toBe(
      'Prices were updated: this is our latest total.',
    );
    expect(within(aside).getByText(/We place a hold of \$82\.50 \(150% of the estimate\)/)).toBeTruthy();
    // The address and the windows are on the checkout summary.
    expect(within(aside).getByText(/350 5th Ave, Apt 4/)).toBeTruthy();
    expect(within(aside).getByText('Pick-up')).toBeTruthy();
    expect(within(aside).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(quotes).toHaveLength(1);
  });
});

describe('the checkout note on the card hold', () => {
  it('promises a new order a hold of 150%, and tells staff an edit leaves the hold as it is', () => {
    const totals = {
      surcharges: {
        sameDayDryCleanCents: 0,
        sameDayWashPressCents: 0,
        multipleDeliveryCents: 0,
        earlierDeliveryQuoteCents: null,
        minimumDelivery: { totalCents: 0, washFoldCents: 0, organicWashFoldCents: 0, otherServicesCents: 0 },
        totalCents: 0,
      },
      expressCents: 0,
      gratuityCents: 0,
      discountCents: 0,
      quoteTotalCents: 55_00,
      authorizationCents: 82_50,
    } as ComponentProps<typeof SummaryTotals>['totals'];
    const { rerender } = render(<SummaryTotals totals={totals} hold="new" />);
    expect(screen.getByText(/We place a hold of \$82\.50 \(150% of the estimate\)/)).toBeTruthy();
    // A total a special brings under $0.34 is held for $0.50 (docs/decisions/0061-payments-smallest-hold.md).
    rerender(
      <SummaryTotals totals={{ ...totals, quoteTotalCents: 30, authorizationCents: 50 }} hold="new" />,
    );
    expect(
      screen.getByText(
        'We place a hold of $0.50 (the smallest hold a card takes) on your card and charge the final total once we have weighed and counted your items.',
      ),
    ).toBeTruthy();
    rerender(<SummaryTotals totals={totals} hold="edit" />);
    expect(screen.queryByText(/We place a hold/)).toBeNull();
    expect(
      screen.getByText(
        "An edit does not change the hold on the customer's card. A final total above the hold is charged once the customer reauthorizes the card.",
      ),
    ).toBeTruthy();
  });
});
