import { AddressStep } from '../../features/order/address/AddressStep';

/** Step 1, Location (spec 001 §2). */
export function OrderAddress() {
  return <AddressStep />;
}
