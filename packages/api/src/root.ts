import { accountRouter } from './routers/account';
import { authRouter } from './routers/auth';
import { catalogRouter } from './routers/catalog';
import { checkoutRouter } from './routers/checkout';
import { ordersRouter } from './routers/orders';
import { paymentsRouter } from './routers/payments';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  auth: authRouter,
  catalog: catalogRouter,
  checkout: checkoutRouter,
  orders: ordersRouter,
  payments: paymentsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
