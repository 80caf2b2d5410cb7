/** Every route of the specification (docs/rules/staff-screens.md, Signed-in area, docs/rules/ordering.md, The steps), as typed constants for links. */
export const paths = {
  // Public
  home: '/',
  homeAlias: '/home',
  pricing: '/pricing',
  floridaPricing: '/florida-pricing',
  specials: '/specials',
  locations: '/locations',
  promise: '/promise',
  businessServices: '/business-services',
  contact: '/contact',
  support: '/support',
  privacyPolicy: '/privacy-policy',
  login: '/login',
  signup: '/signup',
  signupWithZip: '/signup/:zipcode',
  verifyEmail: '/verify/:token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:token',
  // docs/decisions/0075-staff-invitations.md, Amended 2026-11-29: the link of an account someone else made.
  welcome: '/welcome/:token',
  // docs/decisions/0049-auth-account-changes.md: the old address's link after an e-mail change.
  undoEmailChange: '/undo-email-change/:token',
  // Signed-in area
  dashboard: '/app/dashboard',
  orders: '/app/orders',
  account: '/app/account',
  appLogin: '/app/login',
  appSignup: '/app/signup',
  // Order flow
  order: '/app/order',
  orderAddress: '/app/order/address',
  orderServices: '/app/order/services',
  orderService: '/app/order/services/:service',
  orderSchedule: '/app/order/schedule',
  orderCheckout: '/app/order/checkout',
  orderThankYou: '/app/order/thank-you',
  orderEdit: '/app/order/edit',
  orderDetail: '/app/order/id/:orderId',
  /** The receipt of a charged order (docs/decisions/0083-orders-receipt.md). */
  orderReceipt: '/app/order/id/:orderId/receipt',
  /** An order's ticket / bag tag, printed by staff (docs/decisions/0085-route-sheet-printing.md). */
  orderTicket: '/app/order/id/:orderId/ticket',
  // Staff
  customers: '/app/customers',
  users: '/app/users',
  staffLocations: '/app/locations',
  staffSpecials: '/app/specials',
  settings: '/app/settings',
  settingsFlorida: '/app/settings-florida',
  audit: '/app/audit',
  /** A store's pick-ups or deliveries of a day, in driving order, and their tickets (issue 37; docs/decisions/0085-route-sheet-printing.md). */
  routes: '/app/routes',
  routeTickets: '/app/routes/tickets',
  /** A driver's stops of today (docs/decisions/0089-driver-role.md). */
  driver: '/app/driver',
  /** The e-mail's "Skip this one" link of a repeating pick-up (docs/decisions/0095-recurring-skip-link-and-texts.md). */
  recurringSkip: '/app/recurring/:seriesId/skip',
} as const;

/** docs/rules/ordering.md, The steps: one order step per service, in this URL spelling. */
export type OrderServiceSlug =
  | 'washfold'
  | 'organicwashfold'
  | 'washpress'
  | 'dryclean'
  | 'tailoring'
  | 'comforter';

const segment = (value: string | number) => encodeURIComponent(String(value));

export const signupPath = (zipcode: string) => `/signup/${segment(zipcode)}`;
export const orderServicePath = (service: OrderServiceSlug) => `/app/order/services/${service}`;
export const orderDetailPath = (orderId: string | number) => `/app/order/id/${segment(orderId)}`;
export const orderReceiptPath = (orderId: string) => `/app/order/id/${segment(orderId)}/receipt`;
export const orderTicketPath = (orderId: string) => `/app/order/id/${segment(orderId)}/ticket`;

/**
 * The thank-you view of a placed order. `priceChanged` comes from checkout.placeOrder: the server's total
 * differed from the checkout's and the view says so (docs/rules/pricing.md, The server prices every order). It is in the URL, like the
 * order, so a reload of the view still tells it.
 */
export const orderThankYouPath = (orderId: string, priceChanged = false) =>
  `/app/order/thank-you?order=${segment(orderId)}${priceChanged ? '&price=updated' : ''}`;
/** What the thank-you view reads back from its URL (orderThankYouPath). */
export const orderThankYouParams = (params: URLSearchParams) => ({
  orderId: params.get('order'),
  priceChanged: params.get('price') === 'updated',
});
/** Opens an existing order in the edit flow (staff; docs/rules/ordering.md, The steps; docs/rules/statuses.md, Who may do what). */
export const orderEditPath = (orderId: string) => `/app/order/edit?orderId=${segment(orderId)}`;
