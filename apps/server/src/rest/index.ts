import type { FastifyInstance } from 'fastify';
import type { RequestDeps } from '../trpc';
import { registerAccountRoutes } from './account';
import { registerAuthRoutes } from './auth';
import { registerCatalogRoutes } from './catalog';
import { registerCustomerRoutes } from './customers';
import { registerGoogleRoutes } from './google';
import { registerCleanParameters, registerRestErrors } from './http';
import { registerLeadRoutes } from './leads';
import { registerOrderRoutes } from './orders';
import { registerPaymentRoutes } from './payments';
import { registerRecurringRoutes } from './recurring';
import { registerReportRoutes } from './reports';
import { registerRouteSheetRoutes } from './routes';
import { registerSettingsRoutes } from './settings';
import { registerStaffSpecialRoutes } from './specials';
import { registerStaffLocationRoutes } from './staffLocations';
import { registerUserRoutes } from './users';
import { registerZipRoutes } from './zips';

/** The REST compatibility mount (/api): thin adapters onto the services the tRPC routers call. */
export async function registerRest(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  registerRestErrors(app);
  registerCleanParameters(app);
  await registerCatalogRoutes(app, deps);
  await registerAuthRoutes(app, deps);
  await registerAccountRoutes(app, deps);
  await registerGoogleRoutes(app, deps);
  await registerOrderRoutes(app, deps);
  await registerPaymentRoutes(app, deps);
  await registerLeadRoutes(app, deps);
  await registerUserRoutes(app, deps);
  await registerCustomerRoutes(app, deps);
  await registerStaffLocationRoutes(app, deps);
  await registerStaffSpecialRoutes(app, deps);
  await registerSettingsRoutes(app, deps);
  await registerZipRoutes(app, deps);
  await registerRouteSheetRoutes(app, deps);
  await registerRecurringRoutes(app, deps);
  await registerReportRoutes(app, deps);
}
