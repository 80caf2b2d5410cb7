import { isStaff } from '@laundry/api';
import { listLocations } from '@laundry/api/services/catalog/locations';
import { listSpecials, type SpecialRow } from '@laundry/api/services/catalog/specials';
import { listServedZips } from '@laundry/api/services/catalog/zips';
import { locationListQuery, specialListQuery } from '@laundry/validators/catalog';
import type { FastifyInstance } from 'fastify';
import { catalogRead } from '../cache/catalogCache';
import type { RequestDeps } from '../trpc';
import { dollars, parseInput, restHandler } from './http';

/** The legacy special shape of docs/rules/records.md, Specials (money as 2-decimal strings). */
function specialBody(row: SpecialRow) {
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    expirationDate: row.expirationDate,
    firstTimeOnly: row.firstTimeOnly,
    percentDiscount: row.percentDiscount,
    promotionalPrice: dollars(row.promotionalPriceCents),
    discountAmount: dollars(row.discountAmountCents),
    services: row.services,
    tailoringItems: row.tailoringItems,
    dryCleanItems: row.dryCleanItems,
  };
}

/** GET /api/zips, /api/locations(/search) and /api/specials(/search) of docs/rules/rest-compatibility.md. */
export async function registerCatalogRoutes(app: FastifyInstance, deps: RequestDeps): Promise<void> {
  app.get(
    '/zips',
    catalogRead(),
    restHandler(deps, async (ctx) =>
      (await listServedZips(ctx.db)).map(({ id, ...zip }) => ({ _id: id, ...zip })),
    ),
  );

  const locations = restHandler(deps, async (ctx, request) => {
    const query = parseInput(locationListQuery, request.query);
    return (await listLocations(ctx.db, query)).map(({ id, ...location }) => ({ _id: id, ...location }));
  });
  app.get('/locations', catalogRead(), locations);
  app.get('/locations/search', catalogRead(), locations);

  const specials = restHandler(deps, async (ctx, request) => {
    const query = parseInput(specialListQuery, request.query);
    const rows = await listSpecials(ctx.db, query, { includeExpired: isStaff(ctx.actor), now: ctx.now() });
    return rows.map(specialBody);
  });
  app.get('/specials', catalogRead(), specials);
  app.get('/specials/search', catalogRead(), specials);
}
