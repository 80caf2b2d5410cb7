import { STAFF_SELECTABLE_STATUSES } from '@laundry/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../lib/errors';
import { type RouterInputs, useTRPC } from '../../../lib/trpc';
import { statusLabel } from '../orderLabels';
import type { LocationChoice } from './OrderFilters';

/** docs/rules/messages.md, Order flow, payments and settings: errors, Update: the fallback when a change to an order fails without a message of the server's. */
export const ORDER_UPDATE_ERROR = 'There was an error updating this order.';

interface RowOrder {
  id: string;
  orderNumber: number;
  status: string;
  location: { id: string; name: string } | null;
}

/** After a change: the list and that order's detail are read again. */
function useOrderChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (orderId: string) =>
    Promise.all([
      queryClient.invalidateQueries(trpc.orders.list.pathFilter()),
      queryClient.invalidateQueries(trpc.orders.get.queryFilter({ orderId })),
      queryClient.invalidateQueries(trpc.orders.timeline.queryFilter({ orderId })),
    ]);
}

interface ControlProps {
  order: RowOrder;
  /** docs/rules/staff-screens.md, Orders screen: an error from a status or location change shows in the screen's error banner. */
  onError: (message: string) => void;
  onChanged: () => void;
}

/**
 * docs/rules/statuses.md, Status changes by staff: staff set New, En Route for Pick Up, In Progress, En Route for Delivery or Completed. A
 * status staff cannot pick (Paid, Canceled, ...) shows as the current value only.
 */
export function StatusSelect({ order, onError, onChanged }: ControlProps) {
  const trpc = useTRPC();
  const changed = useOrderChanged();
  const setStatus = useMutation(trpc.orders.setStatus.mutationOptions());
  const selectable = (STAFF_SELECTABLE_STATUSES as readonly string[]).includes(order.status);
  return (
    <select
      className="input input--select order-row-select"
      aria-label={`Status of order ${order.orderNumber}`}
      value={order.status}
      disabled={setStatus.isPending}
      aria-busy={setStatus.isPending || undefined}
      onChange={async (event) => {
        // The options are STAFF_SELECTABLE_STATUSES, the statuses orders.setStatus takes.
        const status = event.target.value as RouterInputs['orders']['setStatus']['status'];
        onChanged();
        try {
          await setStatus.mutateAsync({ orderId: order.id, status });
        } catch (error) {
          onError(userMessage(error, ORDER_UPDATE_ERROR));
        }
        await changed(order.id);
      }}
    >
      {selectable ? null : (
        <option value={order.status} disabled>
          {statusLabel(order.status, 'staff')}
        </option>
      )}
      {STAFF_SELECTABLE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {statusLabel(status, 'staff')}
        </option>
      ))}
    </select>
  );
}

/** docs/rules/statuses.md, Location changes by staff: staff assign or change an order's location; the choices exclude the current one. */
export function LocationSelect({
  order,
  locations,
  onError,
  onChanged,
}: ControlProps & { locations: readonly LocationChoice[] }) {
  const trpc = useTRPC();
  const changed = useOrderChanged();
  const setLocation = useMutation(trpc.orders.setLocation.mutationOptions());
  const choices = locations.filter((location) => location.id !== order.location?.id);
  return (
    <select
      className="input input--select order-row-select"
      aria-label={`Location of order ${order.orderNumber}`}
      value=""
      disabled={setLocation.isPending}
      aria-busy={setLocation.isPending || undefined}
      onChange={async (event) => {
        const locationId = event.target.value;
        if (!locationId) return;
        onChanged();
        try {
          await setLocation.mutateAsync({ orderId: order.id, locationId });
        } catch (error) {
          onError(userMessage(error, ORDER_UPDATE_ERROR));
        }
        await changed(order.id);
      }}
    >
      <option value="">{order.location?.name ?? 'No location yet'}</option>
      {choices.map((location) => (
        <option key={location.id} value={location.id}>
          {location.name}
        </option>
      ))}
    </select>
  );
}
