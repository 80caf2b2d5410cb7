import { accountRouter } from './routers/account';
import { authRouter } from './routers/auth';
import { catalogRouter } from './routers/catalog';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  account: accountRouter,
  auth: authRouter,
  catalog: catalogRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
