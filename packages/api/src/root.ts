import { catalogRouter } from './routers/catalog';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  catalog: catalogRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
