import { accountRouter } from './routers/account';
import { authRouter } from './routers/auth';
import { catalogRouter } from './routers/catalog';
import { checkoutRouter } from './routers/checkout';
import { leadsRouter } from './routers/leads';
import { ordersRouter } from './routers/orders';
import { paymentsRouter } from './routers/payments';
import { publicConfigRouter } from './routers/publicConfig';
import { settingsRouter } from './routers/settings';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  auth: authRouter,
  catalog: catalogRouter,
  checkout: checkoutRouter,
  leads: leadsRouter,
  orders: ordersRouter,
  payments: paymentsRouter,
  publicConfig: publicConfigRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
