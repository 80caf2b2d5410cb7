import { STAFF_SELECTABLE_STATUSES } from '@laundry/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { type RouterInputs, useTRPC } from '../../../lib/trpc';
import { Button } from '../../../ui/Button';
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

/** A status change made from the list, for its notice and its Undo (docs/decisions/0077-orders-status-changes-undo.md). */
export interface StatusChange {
  orderId: string;
  orderNumber: number;
  from: string;
  to: string;
}

/**
 * docs/rules/statuses.md, Status changes by staff: staff set New, En Route for Pick Up, In Progress, En Route for Delivery or Completed. A
 * status staff cannot pick (Paid, Canceled, ...) shows as the current value only.
 *
 * Choosing a status changes nothing yet: the row's Change button does (an arrow key on a focused box used to move the
 * order and message the customer: docs/decisions/0077-orders-status-changes-undo.md). The focus stays on the box.
 */
export function StatusSelect({
  order,
  onError,
  onChanged,
  onStatusChanged,
}: ControlProps & { onStatusChanged: (change: StatusChange) => void }) {
  const trpc = useTRPC();
  const changed = useOrderChanged();
  const setStatus = useMutation(trpc.orders.setStatus.mutationOptions());
  const [choice, setChoice] = useState(order.status);
  const box = useRef<HTMLSelectElement>(null);
  // The list read again (another change, a refresh): the box shows the order as it is, unless a status was chosen
  // since the last reading (the next change picked before the list has caught up with the last one stays picked).
  const seen = useRef(order.status);
  useEffect(() => {
    const before = seen.current;
    seen.current = order.status;
    setChoice((current) => (current === before ? order.status : current));
  }, [order.status]);
  const selectable = (STAFF_SELECTABLE_STATUSES as readonly string[]).includes(order.status);
  const pending = choice !== order.status;

  async function apply() {
    const from = order.status;
    // The options are STAFF_SELECTABLE_STATUSES, the statuses orders.setStatus takes.
    const to = choice as RouterInputs['orders']['setStatus']['status'];
    onChanged();
    try {
      await setStatus.mutateAsync({ orderId: order.id, status: to });
      onStatusChanged({ orderId: order.id, orderNumber: order.orderNumber, from, to });
    } catch (error) {
      setChoice(from);
      onError(userMessage(error, ORDER_UPDATE_ERROR));
    }
    await changed(order.id);
    box.current?.focus();
  }

  return (
    <div className="order-row-status">
      <select
        ref={box}
        className="input input--select order-row-select"
        aria-label={`Status of order ${order.orderNumber}`}
        value={choice}
        disabled={setStatus.isPending}
        aria-busy={setStatus.isPending || undefined}
        onChange={(event) => setChoice(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && pending) setChoice(order.status);
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
      {pending ? (
        <span className="order-row-status__confirm">
          <Button size="sm" busy={setStatus.isPending} onClick={() => void apply()}>
            Change
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={setStatus.isPending}
            onClick={() => setChoice(order.status)}
          >
            Keep
          </Button>
        </span>
      ) : null}
    </div>
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
