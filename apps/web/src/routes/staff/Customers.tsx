import { CustomersScreen } from '../../features/customers/CustomersScreen';

/** /app/customers: spec 000 §2 Customers list (Admin and SuperAdmin). */
export function Customers() {
  return <CustomersScreen />;
}
