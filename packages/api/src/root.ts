import { accountRouter } from './routers/account';
import { auditRouter } from './routers/audit';
import { authRouter } from './routers/auth';
import { catalogRouter } from './routers/catalog';
import { checkoutRouter } from './routers/checkout';
import { customersRouter } from './routers/customers';
import { driverRouter } from './routers/driver';
import { leadsRouter } from './routers/leads';
import { locationsRouter } from './routers/locations';
import { orderChangesRouter } from './routers/orderChanges';
import { orderMoneyRouter } from './routers/orderMoney';
import { orderReceiptRouter } from './routers/orderReceipt';
import { ordersRouter } from './routers/orders';
import { paymentsRouter } from './routers/payments';
import { preferencesRouter } from './routers/preferences';
import { publicConfigRouter } from './routers/publicConfig';
import { recurringRouter } from './routers/recurring';
import { reportsRouter } from './routers/reports';
import { routesRouter } from './routers/routes';
import { settingsRouter } from './routers/settings';
import { specialsRouter } from './routers/specials';
import { usersRouter } from './routers/users';
import { createCallerFactory, mergeRouters, router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  audit: auditRouter,
  auth: authRouter,
  catalog: catalogRouter,
  checkout: checkoutRouter,
  customers: customersRouter,
  driver: driverRouter,
  leads: leadsRouter,
  locations: locationsRouter,
  orders: mergeRouters(ordersRouter, orderMoneyRouter, orderReceiptRouter, orderChangesRouter),
  payments: paymentsRouter,
  preferences: preferencesRouter,
  publicConfig: publicConfigRouter,
  recurring: recurringRouter,
  reports: reportsRouter,
  routes: routesRouter,
  specials: specialsRouter,
  users: usersRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
