import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/fakeApi';
import { StatusSelect } from './RowControls';
import { StatusChangeNotice, UNDO_FOR_MS } from './StatusChangeNotice';

const ORDER = { id: 'order-1', orderNumber: 10007, status: 'New', location: null };

/** docs/decisions/0077-orders-status-changes-undo.md: a status changes only on an explicit choice, and can be undone. */
describe('the orders list status box', () => {
  it('changes nothing until Change is pressed; Keep and Escape put it back; the focus stays on the box', async () => {
    const onStatusChanged = vi.fn();
    const { calls } = renderWithApi(
      <StatusSelect
        order={ORDER}
        onError={() => {}}
        onChanged={() => {}}
        onStatusChanged={onStatusChanged}
      />,
      { api: { 'orders.setStatus': () => ({}), 'orders.list': () => ({ rows: [], hasMore: false }) } },
    );
    const box = screen.getByRole('combobox', { name: 'Status of order 10007' });
    fireEvent.change(box, { target: { value: 'En Route for Pick Up' } });
    expect(calls.filter((call) => call.path === 'orders.setStatus')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect((box as HTMLSelectElement).value).toBe('New');
    fireEvent.change(box, { target: { value: 'In Progress' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLSelectElement).value).toBe('New');
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();

    fireEvent.change(box, { target: { value: 'In Progress' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() =>
      expect(onStatusChanged).toHaveBeenCalledWith({
        orderId: 'order-1',
        orderNumber: 10007,
        from: 'New',
        to: 'In Progress',
      }),
    );
    expect(calls.filter((call) => call.path === 'orders.setStatus').map((call) => call.input)).toEqual([
      { orderId: 'order-1', status: 'In Progress' },
    ]);
    await waitFor(() => expect(document.activeElement).toBe(box));
  });

  it('pins the Undo window: 10 seconds, within the status message wait of 20', () => {
    expect(UNDO_FOR_MS).toBe(10_000);
  });

  it('offers Undo, which sets the status back, and says when the order has left the filtered list', async () => {
    const change = { orderId: 'order-1', orderNumber: 10007, from: 'New', to: 'Completed' };
    const { calls } = renderWithApi(
      <StatusChangeNotice change={change} statusFilter="New" onDismiss={() => {}} />,
      { api: { 'orders.setStatus': () => ({}) } },
    );
    expect(
      screen.getByText(
        'Order #10007 is now Completed, so it no longer matches the status filter and has left the list.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(/Order #10007 is back to New\./)).toBeTruthy();
    expect(calls.filter((call) => call.path === 'orders.setStatus').map((call) => call.input)).toEqual([
      { orderId: 'order-1', status: 'New' },
    ]);
  });
});
