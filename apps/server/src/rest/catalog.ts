import { isStaff, listLocations, listServedZips, listSpecials, type SpecialRow } from '@laundry/api';
import { locationListQuery, specialListQuery } from '@laundry/validators/catalog';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogRead } from '../cache/catalogCache';
import type { RequestDeps } from '../trpc';
import { dollars, parseInput, restHandler } from './http';
import { locationAnswer, specialAnswer, zipAnswer } from './openapi/answers';
import { described } from './openapi/declare';

/** docs/decisions/0066-rest-specials-address-sort-and-export-list.md. */
const SPECIALS_ADDRESS_SORT =
  "`sortby=address`, the old client's default for specials (which have no address), sorts by name, the default.";

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
    described(catalogRead(), {
      tag: 'catalog',
      summary: 'The served zip codes',
      answer: { description: 'Every served zip, flagged when in Florida.', schema: z.array(zipAnswer) },
    }),
    restHandler(deps, async (ctx) =>
      (await listServedZips(ctx.db)).map(({ id, ...zip }) => ({ _id: id, ...zip })),
    ),
  );

  const locations = restHandler(deps, async (ctx, request) => {
    const query = parseInput(locationListQuery, request.query);
    return (await listLocations(ctx.db, query)).map(({ id, ...location }) => ({ _id: id, ...location }));
  });
  app.get(
    '/locations',
    described(catalogRead(), {
      tag: 'catalog',
      summary: 'The stores, a page at a time',
      query: locationListQuery,
      answer: { description: 'The stores.', schema: z.array(locationAnswer) },
      failures: [400],
    }),
    locations,
  );
  app.get(
    '/locations/search',
    described(catalogRead(), {
      tag: 'catalog',
      summary: 'Stores whose name, address, city or zip holds `searchtext`',
      query: locationListQuery,
      answer: { description: 'The stores found.', schema: z.array(locationAnswer) },
      failures: [400],
    }),
    locations,
  );

  const specials = restHandler(deps, async (ctx, request) => {
    const query = parseInput(specialListQuery, request.query);
    const rows = await listSpecials(ctx.db, query, { includeExpired: isStaff(ctx.actor), now: ctx.now() });
    return rows.map(specialBody);
  });
  app.get(
    '/specials',
    described(catalogRead(), {
      tag: 'catalog',
      summary: 'The current specials (staff also see expired ones)',
      description: SPECIALS_ADDRESS_SORT,
      query: specialListQuery,
      answer: { description: 'The specials.', schema: z.array(specialAnswer) },
      failures: [400],
    }),
    specials,
  );
  app.get(
    '/specials/search',
    described(catalogRead(), {
      tag: 'catalog',
      summary: 'Specials whose name or code holds `searchtext`',
      description: SPECIALS_ADDRESS_SORT,
      query: specialListQuery,
      answer: { description: 'The specials found.', schema: z.array(specialAnswer) },
      failures: [400],
    }),
    specials,
  );
}
