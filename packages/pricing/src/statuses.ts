/**
 * The order statuses and their labels, from their one definition (packages/domain/src/orderStatuses.ts). Here
 * `ORDER_STATUSES` is the list of values with their labels, as the screens' selectors use it.
 */
export {
  ORDER_STATUS_OPTIONS as ORDER_STATUSES,
  ORDER_STATUSES as ORDER_STATUS_VALUES,
  type OrderStatus,
  orderStatusLabel,
  STAFF_SELECTABLE_STATUSES,
} from '@laundry/domain';
