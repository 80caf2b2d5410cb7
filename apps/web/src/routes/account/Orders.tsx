import { OrdersScreen } from '../../features/orders/list/OrdersScreen';

/** docs/rules/staff-screens.md, Signed-in area: Order History for customers, the orders list for staff. */
export function Orders() {
  return <OrdersScreen />;
}
