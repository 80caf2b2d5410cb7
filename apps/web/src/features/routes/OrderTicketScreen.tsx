import './routes.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { orderDetailPath } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Ticket, ticketFromOrder } from './Ticket';

const TICKET_FALLBACK = 'We could not load this order. Please try again.';

/** /app/order/id/{id}/ticket: one order's ticket / bag tag, from the staff order detail (docs/decisions/0085-route-sheet-printing.md). */
export function OrderTicketScreen({ orderId }: { orderId: string }) {
  const trpc = useTRPC();
  const order = useQuery({ ...trpc.orders.get.queryOptions({ orderId }), retry: false });
  useDocumentTitle(order.data ? `Ticket for order #${order.data.orderNumber}` : 'Ticket');
  return (
    <div className="container page route-tickets">
      <div className="route-tickets__head">
        <p>
          <Link to={orderDetailPath(orderId)}>← Back to the order</Link>
        </p>
        <div className="button-row">
          <Button onClick={() => window.print()} disabled={!order.data}>
            Print ticket
          </Button>
        </div>
      </div>
      {order.isPending ? <Spinner label="Loading the ticket…" /> : null}
      {order.isError ? (
        <Banner tone="error">
          <p>{userMessage(order.error, TICKET_FALLBACK)}</p>
        </Banner>
      ) : null}
      {order.data ? (
        <div className="route-tickets__list">
          <Ticket ticket={ticketFromOrder(order.data)} />
        </div>
      ) : null}
    </div>
  );
}
