import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import type { RouterOutputs } from '../../../lib/trpc';
import { orderDetailPath } from '../../../routes/paths';
import { telHref } from '../../../ui/PhoneText';
import type { SortState } from '../../../ui/sort';
import { Table, type TableColumn } from '../../../ui/Table';
import { deliveryLabels, pickUpLabel, servicesLabel, statusLabel } from '../orderLabels';
import type { OrderSortKey } from './listParams';
import type { LocationChoice } from './OrderFilters';
import { LocationSelect, type StatusChange, StatusSelect } from './RowControls';

export type OrderRow = RouterOutputs['orders']['list']['rows'][number];

interface OrdersTableProps {
  rows: readonly OrderRow[];
  staff: boolean;
  sort: SortState<OrderSortKey>;
  onSortChange: (next: SortState<OrderSortKey>) => void;
  /** Staff: the choices of the per-row location selector. */
  locations: readonly LocationChoice[];
  onRowError: (message: string) => void;
  onRowChange: () => void;
  /** Staff: a status changed from its row, for the screen's notice and Undo. */
  onStatusChanged: (change: StatusChange) => void;
  empty: string;
  /** Staff: the rows' checkboxes for the bulk actions (docs/decisions/0086-orders-bulk-actions.md). */
  selection?: RowSelection;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (row: OrderRow) => void;
  /** The header's checkbox: every row shown, or none when all are selected already. */
  onTogglePage: () => void;
}

/** The header's checkbox: checked when every row shown is selected, mixed when some are. */
function PageCheckbox({ rows, selection }: { rows: readonly OrderRow[]; selection: RowSelection }) {
  const t = useT();
  const box = useRef<HTMLInputElement>(null);
  const count = rows.filter((row) => selection.selected.has(row.id)).length;
  const all = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <label>
      <input
        ref={box}
        type="checkbox"
        aria-label={t('account.orders.selectPage')}
        checked={all}
        disabled={rows.length === 0}
        onChange={selection.onTogglePage}
      />
    </label>
  );
}

/**
 * docs/rules/staff-screens.md, Orders screen: order number (a link to the order), customer (staff), services,
 * pick-up, delivery (both when there are two), gratuity (staff), status and location; staff change the
 * last two from selectors on the row.
 */
export function OrdersTable({
  rows,
  staff,
  sort,
  onSortChange,
  locations,
  onRowError,
  onRowChange,
  onStatusChanged,
  empty,
  selection,
}: OrdersTableProps) {
  const t = useT();
  const columns: TableColumn<OrderRow, OrderSortKey>[] = [
    ...(staff && selection
      ? [
          {
            id: 'select',
            header: t('account.orders.col.select'),
            headerContent: <PageCheckbox rows={rows} selection={selection} />,
            className: 'orders-table__select',
            cell: (row: OrderRow) => (
              <label>
                <input
                  type="checkbox"
                  aria-label={t('account.orders.selectOrder', { orderNumber: row.orderNumber })}
                  checked={selection.selected.has(row.id)}
                  onChange={() => selection.onToggle(row)}
                />
              </label>
            ),
          },
        ]
      : []),
    {
      id: 'orderNumber',
      header: t('account.orders.col.order'),
      sortKey: 'orderNumber',
      cell: (row) => (
        <Link to={orderDetailPath(row.id)} className="orders-table__number">
          #{row.orderNumber}
        </Link>
      ),
    },
    ...(staff
      ? [
          {
            id: 'customer',
            header: t('account.orders.col.customer'),
            sortKey: 'customer' as const,
            cell: (row: OrderRow) => (
              <>
                <span className="orders-table__name">{row.customerName ?? '—'}</span>
                {row.email ? <span className="orders-table__email">{row.email}</span> : null}
                {row.phone ? (
                  // docs/rules/staff-screens.md, Staff on a phone: a number is one tap from a call.
                  <a className="orders-table__phone" href={telHref(row.phone)}>
                    {row.phone}
                  </a>
                ) : null}
              </>
            ),
          },
        ]
      : []),
    { id: 'services', header: t('account.order.services'), cell: (row) => servicesLabel(row.services) },
    { id: 'pickUp', header: t('account.order.pickUp'), sortKey: 'pickUp', cell: (row) => pickUpLabel(row) },
    {
      id: 'delivery',
      header: t('account.order.delivery'),
      sortKey: 'delivery',
      cell: (row) => (
        <ul className="orders-table__deliveries">
          {deliveryLabels(row, row.isExpressDelivery).map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      ),
    },
    ...(staff
      ? [
          {
            id: 'gratuity',
            header: t('account.orders.col.gratuity'),
            className: 'orders-table__money',
            cell: (row: OrderRow) => formatCents(row.gratuityCents ?? 0),
          },
        ]
      : []),
    {
      id: 'status',
      header: t('account.orderDetail.status'),
      sortKey: 'status',
      cell: (row) =>
        staff ? (
          <StatusSelect
            order={row}
            onError={onRowError}
            onChanged={onRowChange}
            onStatusChanged={onStatusChanged}
          />
        ) : (
          <span className="status-badge">{statusLabel(row.status, 'customer')}</span>
        ),
    },
    {
      id: 'location',
      header: t('account.orderDetail.location'),
      sortKey: 'location',
      cell: (row) =>
        staff ? (
          <LocationSelect order={row} locations={locations} onError={onRowError} onChanged={onRowChange} />
        ) : (
          (row.location?.name ?? '—')
        ),
    },
  ];
  return (
    <Table
      cards
      caption={staff ? t('account.orders.staffTitle') : t('account.orders.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={onSortChange}
      empty={empty}
    />
  );
}
