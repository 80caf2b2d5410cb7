import { AddressStep } from '../../features/order/address/AddressStep';

/** Step 1, Location (docs/rules/ordering.md, The steps). */
export function OrderAddress() {
  return <AddressStep />;
}
