import { CustomersScreen } from '../../features/customers/CustomersScreen';

/** /app/customers: docs/rules/staff-screens.md, Customers (Admin and SuperAdmin). */
export function Customers() {
  return <CustomersScreen />;
}
