import { orderStatusLabel } from '@laundry/pricing';
import { Link } from 'react-router-dom';
import { formatCents } from '../../lib/money';
import type { RouterOutputs } from '../../lib/trpc';
import { orderDetailPath } from '../../routes/paths';
import { Table, type TableColumn } from '../../ui/Table';

type CustomerOrders = RouterOutputs['customers']['get']['orders'];
type OrderRow = CustomerOrders['rows'][number];

const placedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });

const columns: TableColumn<OrderRow>[] = [
  {
    id: 'orderNumber',
    header: 'Order',
    cell: (order) => <Link to={orderDetailPath(order.id)}>#{order.orderNumber}</Link>,
  },
  { id: 'placed', header: 'Placed', cell: (order) => placedOn.format(new Date(order.createdAt)) },
  { id: 'status', header: 'Status', cell: (order) => orderStatusLabel(order.status) },
  {
    id: 'total',
    header: 'Total',
    className: 'staff-admin__money',
    cell: (order) => formatCents(order.finalOrderTotalCents ?? order.quoteTotalCents),
  },
];

/** The customer's orders in the detail view, newest first, each opening the order. */
export function CustomerOrders({ orders }: { orders: CustomerOrders }) {
  return (
    <section className="staff-admin__panel" aria-labelledby="customer-orders-title">
      <h2 id="customer-orders-title">Orders</h2>
      <Table
        cards
        caption="The customer's orders"
        columns={columns}
        rows={orders.rows}
        rowKey={(order) => order.id}
        empty="This customer has no orders yet."
      />
      {orders.hasMore ? (
        <p className="staff-admin__muted">The {orders.rows.length} most recent orders are shown.</p>
      ) : null}
    </section>
  );
}
