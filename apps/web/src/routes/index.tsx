import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { PageFrame } from '../features/layout/PageFrame';
import { AppShell } from '../features/staff/AppShell';
import { withMessages } from '../i18n/i18n';
import { lazyPage } from './lazyPage';
import { paths } from './paths';

// Lazy chunks by area, so a visitor of the public pages never downloads the order flow or staff screens.
// Public pages are split one per page as well: the home page is the first thing most visitors load, and
// it should not pay for the calculators and forms of the other public pages.
// Each loads the messages its pages show, in the page's language (docs/rules/languages.md); the staff screens
// show customers' order pieces too, in English.
const APP_MESSAGES = ['public', 'auth', 'ordering', 'account'] as const;
const accountArea = withMessages(APP_MESSAGES, () => import('./account'));
const orderArea = withMessages(APP_MESSAGES, () => import('./order'));
// The first step, the page a guest lands on, is a chunk of its own: its code runs in a task of its own, not in one
// with every step's (bench/README.md, The guest's first step in tasks of its own).
const orderAddressStep = withMessages(APP_MESSAGES, () => import('./order/OrderAddress'));
const staffArea = withMessages(APP_MESSAGES, () => import('./staff'));

export const routes: RouteObject[] = [
  {
    // The site's header and footer, or the staff layout for Admin and SuperAdmin on /app screens.
    element: <AppShell />,
    children: [
      {
        // Errors and the first page load render inside the layout, so the header and footer stay.
        element: <PageFrame />,
        children: [
          {
            path: paths.home,
            ...lazyPage(
              withMessages(['public'], () => import('./public/Home')),
              'Home',
            ),
          },
          {
            path: paths.homeAlias,
            ...lazyPage(
              withMessages(['public'], () => import('./public/Home')),
              'Home',
            ),
          },
          {
            path: paths.pricing,
            ...lazyPage(
              withMessages(['public'], () => import('./public/Pricing')),
              'Pricing',
            ),
          },
          {
            path: paths.floridaPricing,
            ...lazyPage(
              withMessages(['public'], () => import('./public/FloridaPricing')),
              'FloridaPricing',
            ),
          },
          {
            path: paths.specials,
            ...lazyPage(
              withMessages(['public'], () => import('./public/Specials')),
              'Specials',
            ),
          },
          {
            path: paths.locations,
            ...lazyPage(
              withMessages(['public'], () => import('./public/Locations')),
              'Locations',
            ),
          },
          {
            path: paths.promise,
            ...lazyPage(
              withMessages(['public'], () => import('./public/OurPromise')),
              'OurPromise',
            ),
          },
          {
            path: paths.businessServices,
            ...lazyPage(
              withMessages(['public'], () => import('./public/BusinessServices')),
              'BusinessServices',
            ),
          },
          {
            path: paths.contact,
            ...lazyPage(
              withMessages(['public'], () => import('./public/Contact')),
              'Contact',
            ),
          },
          {
            path: paths.support,
            ...lazyPage(
              withMessages(['public'], () => import('./public/Support')),
              'Support',
            ),
          },
          {
            path: paths.privacyPolicy,
            ...lazyPage(
              withMessages(['public', 'privacy'], () => import('./public/PrivacyPolicy')),
              'PrivacyPolicy',
            ),
          },
          {
            path: paths.login,
            ...lazyPage(
              withMessages(['public', 'auth'], () => import('./public/Login')),
              'Login',
            ),
          },
          {
            path: paths.signup,
            ...lazyPage(
              withMessages(['public', 'auth'], () => import('./public/Signup')),
              'Signup',
            ),
          },
          {
            path: paths.signupWithZip,
            ...lazyPage(
              withMessages(['public', 'auth'], () => import('./public/Signup')),
              'Signup',
            ),
          },
          {
            path: paths.verifyEmail,
            ...lazyPage(
              withMessages(['public', 'auth'], () => import('./public/VerifyEmail')),
              'VerifyEmail',
            ),
          },
          {
            path: paths.forgotPassword,
            ...lazyPage(
              withMessages(['public', 'auth'], () => import('./public/ForgotPassword')),
              'ForgotPassword',
            ),
          },
          {
            path: paths.resetPassword,
            ...lazyPage(
              withMessages(['public', 'auth'], () => import('./public/ResetPassword')),
              'ResetPassword',
            ),
          },
          {
            path: paths.welcome,
            ...lazyPage(
              withMessages(['public', 'auth'], () => import('./public/Welcome')),
              'Welcome',
            ),
          },
          {
            path: paths.undoEmailChange,
            ...lazyPage(
              withMessages(APP_MESSAGES, () => import('./account/UndoEmailChange')),
              'UndoEmailChange',
            ),
          },

          // docs/rules/staff-screens.md, Signed-in area: /app/login and /app/signup also exist; they are the same screens as the public ones.
          { path: paths.appLogin, element: <Navigate to={paths.login} replace /> },
          { path: paths.appSignup, element: <Navigate to={paths.signup} replace /> },
          {
            // docs/rules/staff-screens.md, Signed-in area: every /app screen sends an unauthenticated visitor to /login (features/auth/screenAccess.ts).
            // A chunk of its own, loaded with the first /app page: the public pages do not carry it.
            ...lazyPage(() => import('../features/auth/AppGuard'), 'AppGuard'),
            children: [
              // The owner's dashboard (docs/decisions/0090-owner-dashboard.md); its charts are a chunk of their own (0091).
              { path: paths.dashboard, ...lazyPage(staffArea, 'OwnerDashboard') },
              { path: paths.orders, ...lazyPage(accountArea, 'Orders') },
              { path: paths.account, ...lazyPage(accountArea, 'Account') },

              // docs/rules/ordering.md, The steps: /app/order redirects to the first step.
              { path: paths.order, element: <Navigate to={paths.orderAddress} replace /> },
              {
                path: paths.orderAddress,
                ...lazyPage(orderAddressStep, 'OrderAddress', 'prefetchOrderAddress'),
              },
              { path: paths.orderServices, ...lazyPage(orderArea, 'OrderServices') },
              { path: paths.orderService, ...lazyPage(orderArea, 'OrderServiceStep') },
              { path: paths.orderSchedule, ...lazyPage(orderArea, 'OrderSchedule') },
              { path: paths.orderCheckout, ...lazyPage(orderArea, 'OrderCheckout') },
              { path: paths.orderThankYou, ...lazyPage(orderArea, 'OrderThankYou') },
              { path: paths.orderEdit, ...lazyPage(orderArea, 'OrderEdit') },

              { path: paths.customers, ...lazyPage(staffArea, 'Customers') },
              { path: paths.users, ...lazyPage(staffArea, 'Users') },
              { path: paths.staffLocations, ...lazyPage(staffArea, 'StaffLocations') },
              { path: paths.staffSpecials, ...lazyPage(staffArea, 'StaffSpecials') },
              { path: paths.settings, ...lazyPage(staffArea, 'Settings') },
              { path: paths.settingsFlorida, ...lazyPage(staffArea, 'SettingsFlorida') },
              { path: paths.audit, ...lazyPage(staffArea, 'Audit') },
              // Issue 37 (docs/decisions/0085-route-sheet-printing.md): a store's day as route sheets and their tickets.
              { path: paths.routes, ...lazyPage(staffArea, 'RouteSheet') },
              { path: paths.routeTickets, ...lazyPage(staffArea, 'RouteTickets') },
              // docs/decisions/0089-driver-role.md: a driver's day, Drivers only.
              { path: paths.driver, ...lazyPage(staffArea, 'Driver') },
              // In the staff chunk: the customer's order flow never loads the ticket.
              { path: paths.orderTicket, ...lazyPage(staffArea, 'OrderTicket') },
            ],
          },

          // docs/rules/ordering.md, The steps: a guest opening an order (the link in its e-mails) first gives the booking e-mail
          // on the order's own page, so this screen is not behind the /app guard's log-in redirect.
          { path: paths.orderDetail, ...lazyPage(orderArea, 'OrderDetail') },
          // docs/decisions/0083-orders-receipt.md: the receipt's link (its e-mail and text) opens as the order's does.
          { path: paths.orderReceipt, ...lazyPage(orderArea, 'OrderReceipt') },
          // docs/decisions/0095-recurring-skip-link-and-texts.md: the skip link works without a log-in.
          { path: paths.recurringSkip, ...lazyPage(accountArea, 'RecurringSkip') },

          { path: '*', ...lazyPage(() => import('../features/layout/NotFound'), 'NotFound') },
        ],
      },
    ],
  },
];

/** The page for the current location (inside a router: BrowserRouter in the browser, StaticRouter ahead of time). */
export function AppRoutes() {
  return useRoutes(routes);
}
