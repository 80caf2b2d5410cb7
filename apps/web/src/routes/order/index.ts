// The order flow after its first step (one lazy chunk; the first step, OrderAddress, is one of its own):
// docs/rules/ordering.md, The steps.
export { OrderCheckout } from './OrderCheckout';
export { OrderDetail } from './OrderDetail';
export { OrderEdit } from './OrderEdit';
export { OrderReceipt } from './OrderReceipt';
export { OrderSchedule } from './OrderSchedule';
export { OrderServiceStep } from './OrderServiceStep';
export { OrderServices } from './OrderServices';
export { OrderThankYou } from './OrderThankYou';
