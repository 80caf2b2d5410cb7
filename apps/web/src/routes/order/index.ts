// The order flow (one lazy chunk): docs/rules/ordering.md, The steps.
export { OrderAddress, prefetchOrderAddress } from './OrderAddress';
export { OrderCheckout } from './OrderCheckout';
export { OrderDetail } from './OrderDetail';
export { OrderEdit } from './OrderEdit';
export { OrderReceipt } from './OrderReceipt';
export { OrderSchedule } from './OrderSchedule';
export { OrderServiceStep } from './OrderServiceStep';
export { OrderServices } from './OrderServices';
export { OrderThankYou } from './OrderThankYou';
