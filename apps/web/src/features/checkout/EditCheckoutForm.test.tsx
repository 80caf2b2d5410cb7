import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, GUEST_SESSION, renderWithApi } from '../../test/fakeApi';
import { ADDRESS, comforterQuote, nyCatalog, scheduleAhead } from '../../test/orderFixtures';
import { emptyOrder, type LocalOrder } from '../ordering/store/localOrder';
import { orderStore, useEditOrder } from '../ordering/store/orderStore';
import { EDIT_ORDER_KEY } from '../ordering/store/persistence';
import { EditCheckoutForm } from './EditCheckoutForm';

const ORDER: LocalOrder = {
  ...emptyOrder(),
  address: ADDRESS,
  comforter: { items: [{ sizeId: 'ny-queen', type: 'down', quantity: 1 }] },
  schedule: scheduleAhead(),
};

/** The edit as the store keeps it (persisted for a reload of the page). */
const storedEdit = () =>
  JSON.parse(localStorage.getItem(EDIT_ORDER_KEY) ?? 'null') as {
    version?: number;
    order: LocalOrder;
  } | null;

function EditCheckout() {
  const edit = useEditOrder();
  return edit ? <EditCheckoutForm edit={edit} /> : null;
}

const STALE = 'This order was changed by someone else. Please reload it and try again.';
const updates = (calls: ApiCall[]) => calls.filter((call) => call.path === 'orders.update');

afterEach(() => orderStore.stopEdit());

describe('the staff edit checkout (docs/rules/statuses.md, Concurrent changes)', () => {
  it('sends the version it loaded; refused as stale, Reload the order loads the order as it now is', async () => {
    orderStore.startEdit({ orderId: 'order-1', orderNumber: 10001, version: 3, sms: false, order: ORDER });
    let updated = 0;
    const { calls } = renderWithApi(<EditCheckout />, {
      api: {
        'auth.session': () => GUEST_SESSION,
        'catalog.pricing': nyCatalog,
        'orders.quoteEdit': () => comforterQuote(),
        'orders.update': () => {
          updated += 1;
          if (updated === 1)
            throw apiError(STALE, { code: 'CONFLICT', httpStatus: 409, appCode: 'CONFLICT' });
          return {};
        },
        'orders.get': () => ({
          id: 'order-1',
          orderNumber: 10001,
          version: 5,
          sms: true,
          draft: { ...ORDER, instructions: 'Ring the doorman' },
        }),
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Update Order' }));
    expect(await screen.findByText(STALE)).toBeTruthy();
    expect(updates(calls)[0]?.input).toMatchObject({ orderId: 'order-1', version: 3 });

    await userEvent.click(screen.getByRole('button', { name: 'Reload the order' }));
    await waitFor(() => expect(storedEdit()?.version).toBe(5));
    expect(storedEdit()?.order.instructions).toBe('Ring the doorman');
    expect(screen.queryByText(STALE)).toBeNull();
    // The next save names the version it now holds.
    await userEvent.click(screen.getByRole('button', { name: 'Update Order' }));
    await waitFor(() => expect(updates(calls)).toHaveLength(2));
    expect(updates(calls)[1]?.input).toMatchObject({ orderId: 'order-1', version: 5 });
  });
});
