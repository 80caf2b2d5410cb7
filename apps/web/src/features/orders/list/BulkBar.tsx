import { STAFF_SELECTABLE_STATUSES } from '@laundry/pricing';
import { BULK_MAX_ORDERS, BULK_MESSAGES } from '@laundry/validators/bulkOrders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { userMessage } from '../../../lib/errors';
import { type RouterInputs, useTRPC } from '../../../lib/trpc';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { statusLabel } from '../orderLabels';
import './bulk.css';
import { type BulkOrderResult, bulkQuestion, bulkResultText, selectedText } from './bulkResult';
import type { LocationChoice } from './OrderFilters';
import { ORDER_UPDATE_ERROR } from './RowControls';

type BulkStatus = RouterInputs['orders']['bulkSetStatus']['status'];

/** A selected order as the screen loaded it: the version goes back with the change. */
interface SelectedOrder {
  orderId: string;
  version: number;
}

/** What the bar asks to confirm: a status or a store, with the words of the question. */
type Pending =
  | { kind: 'status'; status: BulkStatus; label: string }
  | { kind: 'location'; locationId: string; label: string };

export interface BulkOutcome {
  text: string;
  /** Some order was refused, or the whole change was. */
  refused: boolean;
}

interface BulkBarProps {
  selected: readonly SelectedOrder[];
  locations: readonly LocationChoice[];
  onClear: () => void;
  /** The change is done (or refused as a whole): the screen shows the outcome and the list is read again. */
  onDone: (outcome: BulkOutcome) => void;
}

/**
 * docs/decisions/0086-orders-bulk-actions.md: with orders selected, staff set one status or one store for all of them,
 * confirmed once; each order is changed or refused on its own by the server, and the outcome names the refused ones.
 */
export function BulkBar({ selected, locations, onClear, onDone }: BulkBarProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setStatus = useMutation(trpc.orders.bulkSetStatus.mutationOptions());
  const setLocation = useMutation(trpc.orders.bulkSetLocation.mutationOptions());
  const [status, setStatusChoice] = useState<BulkStatus | ''>('');
  const [locationId, setLocationId] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const statusId = useId();
  const locationBoxId = useId();
  const busy = setStatus.isPending || setLocation.isPending;
  const count = selected.length;
  // orders.bulkSetStatus takes 200 orders at most: the bar says so before the server has to.
  const tooMany = count > BULK_MAX_ORDERS;

  async function confirm(change: Pending) {
    setPending(null);
    const orders = selected.map(({ orderId, version }) => ({ orderId, version }));
    let outcome: BulkOutcome;
    try {
      const results: BulkOrderResult[] =
        change.kind === 'status'
          ? await setStatus.mutateAsync({ orders, status: change.status })
          : await setLocation.mutateAsync({ orders, locationId: change.locationId });
      outcome = { text: bulkResultText(results), refused: results.some((result) => !result.ok) };
      setStatusChoice('');
      setLocationId('');
    } catch (error) {
      outcome = { text: userMessage(error, ORDER_UPDATE_ERROR), refused: true };
    }
    await queryClient.invalidateQueries(trpc.orders.list.pathFilter());
    onDone(outcome);
  }

  return (
    <section className="orders-bulk" aria-label="Selected orders">
      <p className="orders-bulk__count" aria-live="polite">
        {selectedText(count)}
      </p>
      {tooMany ? <p className="orders-bulk__limit">{BULK_MESSAGES.tooMany}</p> : null}
      <div className="orders-bulk__action">
        <label htmlFor={statusId}>Set status</label>
        <select
          id={statusId}
          className="input input--select"
          value={status}
          disabled={busy}
          onChange={(event) => setStatusChoice(event.target.value as BulkStatus | '')}
        >
          <option value="">Choose a status</option>
          {STAFF_SELECTABLE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value, 'staff')}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          disabled={status === '' || count === 0 || tooMany}
          busy={setStatus.isPending}
          aria-label="Apply status"
          onClick={() =>
            status && setPending({ kind: 'status', status, label: statusLabel(status, 'staff') })
          }
        >
          Apply
        </Button>
      </div>
      <div className="orders-bulk__action">
        <label htmlFor={locationBoxId}>Set store</label>
        <select
          id={locationBoxId}
          className="input input--select"
          value={locationId}
          disabled={busy}
          onChange={(event) => setLocationId(event.target.value)}
        >
          <option value="">Choose a store</option>
          {locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          disabled={locationId === '' || count === 0 || tooMany}
          busy={setLocation.isPending}
          aria-label="Apply store"
          onClick={() => {
            const store = locations.find((location) => location.id === locationId);
            if (store) setPending({ kind: 'location', locationId: store.id, label: store.name });
          }}
        >
          Apply
        </Button>
      </div>
      <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
        Clear selection
      </Button>
      <Modal
        open={pending !== null}
        title={pending ? bulkQuestion(count, pending.label) : ''}
        onClose={() => setPending(null)}
        footer={
          <>
            <Button onClick={() => pending && void confirm(pending)}>
              {pending?.kind === 'location' ? 'Yes, set store' : 'Yes, set status'}
            </Button>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
          </>
        }
      >
        <p>
          {pending?.kind === 'status'
            ? 'Each customer hears of the change once, however many of their orders are selected. An order that cannot take it is left as it is.'
            : 'An order that cannot move is left as it is.'}
        </p>
      </Modal>
    </section>
  );
}
