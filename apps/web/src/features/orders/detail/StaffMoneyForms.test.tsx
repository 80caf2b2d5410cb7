import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApi } from '../../../test/fakeApi';
import { ChargeForm, RefundForm } from './StaffMoneyForms';

const ORDER_ID = '11111111-2222-4333-8444-555555555555';
const visa = { brand: 'visa', last4: '4242' };
const paid = { amountAuthorizedCents: 4350, capturedCents: 2550, refundedCents: 1000, card: visa };
const held = { amountAuthorizedCents: 4350, capturedCents: 0, refundedCents: 0, card: visa };

async function fill(amount: string, button: 'Charge' | 'Refund') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Amount/), amount);
  await user.click(screen.getByRole('button', { name: button, exact: true } as never));
  return user;
}

// docs/decisions/0071-money-actions-confirm.md: a money form names the amount and the card and asks once; the server is
// called only on Yes.
describe('the staff money forms confirm before they act', () => {
  it('asks before a refund, and refunds only on Yes', async () => {
    const refund = vi.fn(() => ({}));
    const onDone = vi.fn();
    const { calls } = renderWithApi(
      <RefundForm orderId={ORDER_ID} payment={paid} onDone={onDone} onStart={() => {}} />,
      { api: { 'orders.refund': refund } },
    );
    const user = await fill('10', 'Refund');
    expect(screen.getByText('Refund $10.00 to Visa •••• 4242?')).toBeTruthy();
    expect(screen.getByText('Paid: $25.50. After this refund, $5.50 can still be refunded.')).toBeTruthy();
    await vi.waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Refund $10.00 to Visa •••• 4242?'),
    );
    expect(calls.filter((call) => call.path === 'orders.refund')).toHaveLength(0);

    // Go Back calls nothing and leaves the amount to change.
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(calls.filter((call) => call.path === 'orders.refund')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await user.click(screen.getByRole('button', { name: 'Yes, refund $10.00' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.filter((call) => call.path === 'orders.refund')).toMatchObject([
      { input: { orderId: ORDER_ID, amountCents: 1000 } },
    ]);
    expect(onDone).toHaveBeenCalledWith({ tone: 'success', text: '$10.00 was refunded to the card.' });
  });

  it('refuses more than is left to refund before asking, and says how much is left', async () => {
    const { calls } = renderWithApi(
      <RefundForm orderId={ORDER_ID} payment={paid} onDone={() => {}} onStart={() => {}} />,
      { api: {} },
    );
    await fill('15.51', 'Refund');
    expect(
      screen.getByText(
        'Error: You are attempting to refund more than the amount paid. You can refund up to $15.50.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Yes/ })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal after Yes", async () => {
    renderWithApi(<RefundForm orderId={ORDER_ID} payment={paid} onDone={() => {}} onStart={() => {}} />, {
      api: {
        'orders.refund': () => {
          throw apiError(
            'Error: You are attempting to refund more than the amount paid. You can refund up to $5.00.',
            { appCode: 'BAD_INPUT' },
          );
        },
      },
    });
    const user = await fill('10', 'Refund');
    await user.click(screen.getByRole('button', { name: 'Yes, refund $10.00' }));
    expect(
      await screen.findByText(
        'Error: You are attempting to refund more than the amount paid. You can refund up to $5.00.',
      ),
    ).toBeTruthy();
  });

  it('asks before a charge, and says when a larger amount asks the customer instead', async () => {
    const charge = vi.fn(() => ({ outcome: 'captured' }));
    const { calls, unmount } = renderWithApi(
      <ChargeForm orderId={ORDER_ID} payment={held} onDone={() => {}} onStart={() => {}} />,
      { api: { 'orders.charge': charge } },
    );
    let user = await fill('25.5', 'Charge');
    expect(screen.getByText('Charge $25.50 to Visa •••• 4242?')).toBeTruthy();
    expect(screen.getByText('The card holds $43.50; the rest of the hold is released.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, charge $25.50' }));
    await vi.waitFor(() => expect(charge).toHaveBeenCalledTimes(1));
    unmount();

    renderWithApi(<ChargeForm orderId={ORDER_ID} payment={held} onDone={() => {}} onStart={() => {}} />, {
      api: {},
    });
    user = await fill('60', 'Charge');
    expect(screen.getByText('Ask the customer to authorize $60.00?')).toBeTruthy();
    expect(
      screen.getByText(
        '$60.00 is more than the $43.50 held on Visa •••• 4242, so nothing is charged now: the customer is e-mailed a link to authorize the new amount.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, ask for $60.00' })).toBeTruthy();
  });

  // docs/decisions/0071-money-actions-confirm.md, Amended 2026-11-29: an order placed before the card was kept.
  it('names the card on this order when the order recorded no card', async () => {
    const { unmount } = renderWithApi(
      <RefundForm
        orderId={ORDER_ID}
        payment={{ ...paid, card: null }}
        onDone={() => {}}
        onStart={() => {}}
      />,
      { api: {} },
    );
    let user = await fill('10', 'Refund');
    expect(screen.getByText('Refund $10.00 to the card on this order?')).toBeTruthy();
    unmount();

    const charge = renderWithApi(
      <ChargeForm
        orderId={ORDER_ID}
        payment={{ ...held, card: null }}
        onDone={() => {}}
        onStart={() => {}}
      />,
      { api: {} },
    );
    user = await fill('25.5', 'Charge');
    expect(screen.getByText('Charge $25.50 to the card on this order?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), '60');
    await user.click(screen.getByRole('button', { name: 'Charge', exact: true } as never));
    expect(
      screen.getByText(
        '$60.00 is more than the $43.50 held on the card on this order, so nothing is charged now: the customer is e-mailed a link to authorize the new amount.',
      ),
    ).toBeTruthy();
    expect(charge.calls).toHaveLength(0);
  });

  it("names another brand in the provider's own spelling", async () => {
    renderWithApi(
      <ChargeForm
        orderId={ORDER_ID}
        payment={{ ...held, card: { brand: 'amex', last4: '8431' } }}
        onDone={() => {}}
        onStart={() => {}}
      />,
      { api: {} },
    );
    await fill('25.5', 'Charge');
    expect(screen.getByText('Charge $25.50 to American Express •••• 8431?')).toBeTruthy();
  });
});

// Issue 36: a weighed order's charge starts from the final total; another amount needs a reason.
describe('the charge of a weighed order', () => {
  const reason = 'Please give a reason for charging an amount other than the final total.';

  it('starts filled in with the final total and charges it without a reason', async () => {
    const charge = vi.fn(() => ({ outcome: 'captured' }));
    const { calls } = renderWithApi(
      <ChargeForm
        orderId={ORDER_ID}
        payment={held}
        finalTotalCents={4000}
        onDone={() => {}}
        onStart={() => {}}
      />,
      { api: { 'orders.charge': charge } },
    );
    expect((screen.getByLabelText(/Amount/) as HTMLInputElement).value).toBe('40.00');
    expect(screen.getByLabelText('Notes')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Charge', exact: true } as never));
    await user.click(screen.getByRole('button', { name: 'Yes, charge $40.00' }));
    await vi.waitFor(() => expect(charge).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === 'orders.charge')?.input).toMatchObject({
      orderId: ORDER_ID,
      amountCents: 4000,
      notes: '',
    });
  });

  it('asks for a reason when the amount is changed, and sends it as the notes', async () => {
    const charge = vi.fn(() => ({ outcome: 'captured' }));
    const { calls } = renderWithApi(
      <ChargeForm
        orderId={ORDER_ID}
        payment={held}
        finalTotalCents={4000}
        onDone={() => {}}
        onStart={() => {}}
      />,
      { api: { 'orders.charge': charge } },
    );
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), '35');
    const field = screen.getByLabelText(/^Reason/) as HTMLTextAreaElement;
    expect(field.getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Charge', exact: true } as never));
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Yes/ })).toBeNull();
    expect(calls).toHaveLength(0);

    await user.type(field, 'Stain treatment waived');
    await user.click(screen.getByRole('button', { name: 'Charge', exact: true } as never));
    await user.click(screen.getByRole('button', { name: 'Yes, charge $35.00' }));
    await vi.waitFor(() => expect(charge).toHaveBeenCalledTimes(1));
    expect(calls.find((call) => call.path === 'orders.charge')?.input).toMatchObject({
      amountCents: 3500,
      notes: 'Stain treatment waived',
    });
  });

  it('shows the server refusing a charge without a reason', async () => {
    renderWithApi(
      <ChargeForm
        orderId={ORDER_ID}
        payment={held}
        finalTotalCents={4000}
        onDone={() => {}}
        onStart={() => {}}
      />,
      {
        api: {
          'orders.charge': () => {
            throw apiError(reason, { appCode: 'BAD_INPUT' });
          },
        },
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Charge', exact: true } as never));
    await user.click(screen.getByRole('button', { name: 'Yes, charge $40.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });

  it('starts empty, with plain notes, for an order not weighed', () => {
    renderWithApi(<ChargeForm orderId={ORDER_ID} payment={held} onDone={() => {}} onStart={() => {}} />, {
      api: {},
    });
    expect((screen.getByLabelText(/Amount/) as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('Notes')).toBeTruthy();
  });
});
