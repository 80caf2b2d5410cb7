import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../trpc';
import { registerCatalogRoutes } from './catalog';

/** The REST compatibility mount (/api): thin adapters onto the services the tRPC routers call. */
export async function registerRest(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  await registerCatalogRoutes(app, deps);
}
