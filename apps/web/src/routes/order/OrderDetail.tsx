import { useParams } from 'react-router-dom';
import { OrderDetailScreen } from '../../features/orders/detail/OrderDetailScreen';
import { OrderLinkGate } from '../../features/orders/OrderLinkGate';

/** /app/order/id/{orderId}: docs/rules/ordering.md, Order detail. */
export function OrderDetail() {
  const { orderId = '' } = useParams();
  return (
    <OrderLinkGate key={orderId} orderId={orderId}>
      <OrderDetailScreen orderId={orderId} />
    </OrderLinkGate>
  );
}
