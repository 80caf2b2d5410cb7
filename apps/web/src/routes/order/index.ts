// The order flow (one lazy chunk): spec 001 §2.
export { OrderAddress } from './OrderAddress';
export { OrderCheckout } from './OrderCheckout';
export { OrderDetail } from './OrderDetail';
export { OrderEdit } from './OrderEdit';
export { OrderSchedule } from './OrderSchedule';
export { OrderServiceStep } from './OrderServiceStep';
export { OrderServices } from './OrderServices';
export { OrderThankYou } from './OrderThankYou';
