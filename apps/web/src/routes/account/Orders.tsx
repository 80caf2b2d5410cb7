import { OrdersScreen } from '../../features/orders/list/OrdersScreen';

/** spec 000 §2: Order History for customers, the orders list for staff. */
export function Orders() {
  return <OrdersScreen />;
}
