// The signed-in area (one lazy chunk): dashboard redirect, order history, account.
export { Account } from './Account';
export { Dashboard } from './Dashboard';
export { Orders } from './Orders';
