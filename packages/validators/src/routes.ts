import { z } from 'zod';

/**
 * Route sheets (docs/rules/staff-screens.md, Route sheets; docs/decisions/0084-route-sheets.md): a store's pick-ups
 * or deliveries of one day. The words the specification does not give, in the staff screens' own style.
 */
export const ROUTE_MESSAGES = {
  store: 'Please choose a store.',
  date: 'Please enter a valid date.',
  kind: 'Please choose pick-ups or deliveries.',
  storeNotFound: 'This store could not be found.',
  reorderStops: "The new order must list exactly this route's stops. Please reload the route and try again.",
} as const;

export const ROUTE_KINDS = ['pickup', 'delivery'] as const;
export type RouteKind = (typeof ROUTE_KINDS)[number];

/** One route: a store, a day (YYYY-MM-DD, a real calendar date) and pick-ups or deliveries. */
export const routeSheetInputSchema = z.object({
  locationId: z.uuid({ error: ROUTE_MESSAGES.store }),
  date: z.iso.date({ error: ROUTE_MESSAGES.date }),
  kind: z.enum(ROUTE_KINDS, { error: ROUTE_MESSAGES.kind }),
});
export type RouteSheetInput = z.infer<typeof routeSheetInputSchema>;

/** A route's stops in the order staff put them by hand: every order of the sheet, each once. */
export const routeReorderInputSchema = routeSheetInputSchema.extend({
  orderIds: z
    .array(z.uuid({ error: ROUTE_MESSAGES.reorderStops }), { error: ROUTE_MESSAGES.reorderStops })
    .max(1000, ROUTE_MESSAGES.reorderStops),
});
export type RouteReorderInput = z.infer<typeof routeReorderInputSchema>;
