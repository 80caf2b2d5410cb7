import type { ComponentType } from 'react';
import { createBrowserRouter, data, Navigate, type RouteObject } from 'react-router-dom';
import { AppGuard } from '../features/auth/AppGuard';
import { NotFound } from '../features/layout/NotFound';
import { RouteError } from '../features/layout/RouteError';
import { AppShell } from '../features/staff/AppShell';
import type { ApiClients } from '../lib/ApiProvider';
import { Spinner } from '../ui/Spinner';
import { isOrderServiceSlug, paths } from './paths';

// Lazy chunks by area, so a visitor of the public pages never downloads the order flow or staff screens.
// Public pages are split one per page as well: the home page is the first thing most visitors load, and
// it should not pay for the calculators and forms of the other public pages.
const accountArea = () => import('./account');
const orderArea = () => import('./order');
const staffArea = () => import('./staff');

/**
 * What a route may carry for the entry (src/main.tsx): a page rendered ahead of time for a guest fetches what
 * its first screen needs before the client draws over it (docs/decisions/0029-web-first-paint.md).
 */
export interface PageHandle {
  prefetch?: (clients: ApiClients) => Promise<unknown>;
}

function page<Area>(loadArea: () => Promise<Area>, name: keyof Area, prefetch?: keyof Area) {
  return async () => {
    const area = await loadArea();
    const handle: PageHandle | undefined = prefetch
      ? { prefetch: area[prefetch] as PageHandle['prefetch'] }
      : undefined;
    return { Component: area[name] as ComponentType, ...(handle ? { handle } : {}) };
  };
}

function PageLoading() {
  return (
    <div className="container page page-loading">
      <Spinner label="Loading page…" />
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    // The site's header and footer, or the staff layout for Admin and SuperAdmin on /app screens.
    element: <AppShell />,
    errorElement: <RouteError />,
    children: [
      {
        // Errors and the first page load render inside the layout, so the header and footer stay.
        errorElement: <RouteError />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          { path: paths.home, lazy: page(() => import('./public/Home'), 'Home') },
          { path: paths.homeAlias, lazy: page(() => import('./public/Home'), 'Home') },
          { path: paths.pricing, lazy: page(() => import('./public/Pricing'), 'Pricing') },
          {
            path: paths.floridaPricing,
            lazy: page(() => import('./public/FloridaPricing'), 'FloridaPricing'),
          },
          { path: paths.specials, lazy: page(() => import('./public/Specials'), 'Specials') },
          { path: paths.locations, lazy: page(() => import('./public/Locations'), 'Locations') },
          { path: paths.promise, lazy: page(() => import('./public/OurPromise'), 'OurPromise') },
          {
            path: paths.businessServices,
            lazy: page(() => import('./public/BusinessServices'), 'BusinessServices'),
          },
          { path: paths.contact, lazy: page(() => import('./public/Contact'), 'Contact') },
          { path: paths.support, lazy: page(() => import('./public/Support'), 'Support') },
          { path: paths.privacyPolicy, lazy: page(() => import('./public/PrivacyPolicy'), 'PrivacyPolicy') },
          { path: paths.login, lazy: page(() => import('./public/Login'), 'Login') },
          { path: paths.signup, lazy: page(() => import('./public/Signup'), 'Signup') },
          { path: paths.signupWithZip, lazy: page(() => import('./public/Signup'), 'Signup') },
          { path: paths.verifyEmail, lazy: page(() => import('./public/VerifyEmail'), 'VerifyEmail') },
          {
            path: paths.forgotPassword,
            lazy: page(() => import('./public/ForgotPassword'), 'ForgotPassword'),
          },
          { path: paths.resetPassword, lazy: page(() => import('./public/ResetPassword'), 'ResetPassword') },
          {
            path: paths.undoEmailChange,
            lazy: page(() => import('./account/UndoEmailChange'), 'UndoEmailChange'),
          },

          // docs/rules/staff-screens.md, Signed-in area: /app/login and /app/signup also exist; they are the same screens as the public ones.
          { path: paths.appLogin, element: <Navigate to={paths.login} replace /> },
          { path: paths.appSignup, element: <Navigate to={paths.signup} replace /> },
          {
            // docs/rules/staff-screens.md, Signed-in area: every /app screen sends an unauthenticated visitor to /login (features/auth/screenAccess.ts).
            element: <AppGuard />,
            children: [
              { path: paths.dashboard, lazy: page(accountArea, 'Dashboard') },
              { path: paths.orders, lazy: page(accountArea, 'Orders') },
              { path: paths.account, lazy: page(accountArea, 'Account') },

              // docs/rules/ordering.md, The steps: /app/order redirects to the first step.
              { path: paths.order, element: <Navigate to={paths.orderAddress} replace /> },
              { path: paths.orderAddress, lazy: page(orderArea, 'OrderAddress', 'prefetchOrderAddress') },
              { path: paths.orderServices, lazy: page(orderArea, 'OrderServices') },
              {
                path: paths.orderService,
                loader: ({ params }) => {
                  if (!isOrderServiceSlug(params.service)) throw data('Not Found', { status: 404 });
                  return null;
                },
                lazy: page(orderArea, 'OrderServiceStep'),
              },
              { path: paths.orderSchedule, lazy: page(orderArea, 'OrderSchedule') },
              { path: paths.orderCheckout, lazy: page(orderArea, 'OrderCheckout') },
              { path: paths.orderThankYou, lazy: page(orderArea, 'OrderThankYou') },
              { path: paths.orderEdit, lazy: page(orderArea, 'OrderEdit') },

              { path: paths.customers, lazy: page(staffArea, 'Customers') },
              { path: paths.users, lazy: page(staffArea, 'Users') },
              { path: paths.staffLocations, lazy: page(staffArea, 'StaffLocations') },
              { path: paths.staffSpecials, lazy: page(staffArea, 'StaffSpecials') },
              { path: paths.settings, lazy: page(staffArea, 'Settings') },
              { path: paths.settingsFlorida, lazy: page(staffArea, 'SettingsFlorida') },
              { path: paths.audit, lazy: page(staffArea, 'Audit') },
            ],
          },

          // docs/rules/ordering.md, The steps: a guest opening an order (the link in its e-mails) first gives the booking e-mail
          // on the order's own page, so this screen is not behind the /app guard's log-in redirect.
          { path: paths.orderDetail, lazy: page(orderArea, 'OrderDetail') },

          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
