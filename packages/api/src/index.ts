/**
 * The API's one entry (docs/architecture.md, The parts; docs/decisions/0103-package-entry-points.md): the tRPC
 * router and its context for `/trpc`, and the services the server's REST paths, jobs and webhooks call. A service the
 * server needs is added here by name; the web client takes only the `AppRouter` type. What tests use is
 * `@laundry/api/testing`.
 */
export { ACCESS, type Access } from './accessLevels';
export type {
  Actor,
  AuthEnvironment,
  Context,
  Role,
  SessionCookieWriter,
  SessionUser,
  ThrottledAction,
} from './context';
export { anonymous, DEFAULT_SITE_CONFIG, isStaff, type SiteConfig } from './context';
export {
  AppError,
  appErrorCodes,
  FORBIDDEN_MESSAGE,
  INTERNAL_MESSAGE,
  isAppError,
  UNAUTHENTICATED_MESSAGE,
} from './errors';
export { type AppRouter, appRouter, createCaller } from './root';
// The services the REST paths, jobs and webhooks call, by domain (packages/api/src/services/<domain>).
export { actorFromSessionToken, resolveSessionToken } from './services/auth/actor';
export { signInWithGoogle } from './services/auth/google';
export { authorizeGuest } from './services/auth/guest';
export { confirmGuestCode, sendGuestCode } from './services/auth/guestCode';
export { logIn } from './services/auth/login';
export { logOut } from './services/auth/logout';
export { checkResetToken, requestPasswordReset, resetPassword } from './services/auth/passwordReset';
export { startGuestSession, startUserSession } from './services/auth/sessions';
export { signUp } from './services/auth/signup';
export { sweepExpiredAuthRecords } from './services/auth/sweep';
export { verifyEmail } from './services/auth/verification';
export { listLocations } from './services/catalog/locations';
export { listSpecials, type SpecialRow } from './services/catalog/specials';
export { listServedZips } from './services/catalog/zips';
export { csvLines } from './services/csv';
export { createLead } from './services/leads/createLead';
export { notifyOrder } from './services/notifications/orderNotifications';
export { recordSmsReply } from './services/notifications/smsReplies';
export {
  ORDER_CHANGES_CHANNEL,
  orderChangeHubFor,
  parseOrderChangeNotice,
} from './services/orders/changeNotices';
export { type OrderDetail, orderDetail } from './services/orders/detail';
export {
  rescheduleInputSchema,
  setLocationInputSchema,
  setStatusInputSchema,
} from './services/orders/lifecycleInput';
export { type ExportedOrderRecord, type ListedOrder, listedOrder } from './services/orders/list/columns';
export { ORDER_CSV_HEADERS, orderCsvRow } from './services/orders/list/csvRows';
export {
  exportedNamedOrders,
  exportedOrderBatches,
  type NamedOrder,
} from './services/orders/list/exportOrders';
export {
  orderListFilterSchema,
  orderListInputSchema,
  orderListSortSchema,
} from './services/orders/list/input';
export { listedOrderRecords } from './services/orders/list/listOrders';
export { orderListViewer } from './services/orders/list/viewer';
export { setOrderLocation } from './services/orders/locationChange';
export { loadOrder, placedOrder, readableOrder } from './services/orders/orderAccess';
export { resolveOrderRef } from './services/orders/orderRef';
export { placeOrder } from './services/orders/placeOrder';
export { rescheduleOrder } from './services/orders/reschedule';
export { setOrderStatus } from './services/orders/statusChange';
export { releaseUnclaimedHolds, type SweepOutcome } from './services/orders/unclaimedHolds';
export { updateOrder } from './services/orders/updateOrder';
export { type OrderView, orderView } from './services/orders/view';
export { saveWeighIn } from './services/orders/weighIn/save';
export { holdForCheckout } from './services/payments/heldIntents';
export { cancelOrder } from './services/payments/orderMoney/cancel';
export { chargeOrder } from './services/payments/orderMoney/charge';
export { finishAbandonedOperations, markExpiredAuthorizations } from './services/payments/orderMoney/expiry';
export type { MoneyOrderView } from './services/payments/orderMoney/guards';
export {
  isRepeatedHeldReauthorization,
  recordHeldReauthorization,
} from './services/payments/orderMoney/heldReauthorization';
export { recordOperation } from './services/payments/orderMoney/operations';
export { refundOrder } from './services/payments/orderMoney/refund';
export { requestReauthorization } from './services/payments/orderMoney/requestReauthorization';
export { createSetupIntent, listSavedCards } from './services/payments/savedCards';
export { handlePaymentWebhook } from './services/payments/webhook';
export { runRecurringJob } from './services/recurring/job';
export { endSeries, listMySeries, pauseSeries } from './services/recurring/series';
export { skipSeries } from './services/recurring/skip';
export { skipByText, skipReplyLanguage } from './services/recurring/smsSkip';
export { reportSummary } from './services/reports/summary';
export { DELIVERY_ROUTE_STATUSES, PICKUP_ROUTE_STATUSES, routeSheet } from './services/routes/sheet';
export {
  addPriceListEntry,
  findPriceListEntry,
  type PriceListRow,
  removePriceListEntry,
  updatePriceListEntry,
} from './services/settings/priceLists';
export { loadRegionPricing, type RegionPricing } from './services/settings/regionPricing';
export { updateSettingsSection } from './services/settings/sections';
export {
  addZip,
  findZipByCode,
  findZipById,
  removeZip,
  type StaffZip,
  updateZip,
} from './services/settings/servedZips';
export { loadStaffSettings } from './services/settings/staffView';
export { createCustomer, updateCustomer } from './services/staff/customerChanges';
export { type CustomerView, customerView, findCustomer, listCustomers } from './services/staff/customers';
export { CUSTOMERS_CSV_FILENAME, customersCsvStream } from './services/staff/customersCsv';
export {
  createLocation,
  deleteLocation,
  type StaffLocationView,
  updateLocation,
} from './services/staff/locations';
export {
  createSpecial,
  deleteSpecial,
  type StaffSpecialView,
  updateSpecial,
} from './services/staff/specials';
export { createStaffUser } from './services/staff/staffUserChanges';
export { listStaffUsers, type StaffUserView } from './services/staff/staffUsers';
export { readUserFor } from './services/staff/userAccess';
export { ownAccount } from './services/users/accountAccess';
export { type AccountView, loadAccount } from './services/users/profile';
export { deleteAccount } from './services/users/remove';
export { disconnectSocial } from './services/users/social';
export { updateAccount } from './services/users/update';
