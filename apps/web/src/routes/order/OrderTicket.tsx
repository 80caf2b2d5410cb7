import { useParams } from 'react-router-dom';
import { OrderTicketScreen } from '../../features/routes/OrderTicketScreen';

/** /app/order/id/{orderId}/ticket: the order's ticket / bag tag (docs/decisions/0085-route-sheet-printing.md; staff). */
export function OrderTicket() {
  const { orderId = '' } = useParams();
  return <OrderTicketScreen key={orderId} orderId={orderId} />;
}
