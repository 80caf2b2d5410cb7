// The signed-in area (one lazy chunk): order history, account.
export { Account } from './Account';
export { Orders } from './Orders';
export { RecurringSkip } from './RecurringSkip';
