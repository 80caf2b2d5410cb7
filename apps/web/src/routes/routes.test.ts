import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './index';

// docs/rules/staff-screens.md, Signed-in area and docs/rules/ordering.md, The steps, written out here so that a route dropped from the table is noticed.
const specPaths = [
  '/',
  '/home',
  '/pricing',
  '/florida-pricing',
  '/specials',
  '/locations',
  '/promise',
  '/business-services',
  '/contact',
  '/support',
  '/privacy-policy',
  '/login',
  '/signup',
  '/signup/10001',
  '/verify/abc.def.ghi',
  '/forgot-password',
  '/reset-password/some-token',
  '/app/dashboard',
  '/app/orders',
  '/app/order',
  '/app/order/address',
  '/app/order/services',
  '/app/order/services/washfold',
  '/app/order/services/organicwashfold',
  '/app/order/services/washpress',
  '/app/order/services/dryclean',
  '/app/order/services/tailoring',
  '/app/order/services/comforter',
  '/app/order/schedule',
  '/app/order/checkout',
  '/app/order/thank-you',
  '/app/order/edit',
  '/app/order/id/10001',
  '/app/customers',
  '/app/users',
  '/app/locations',
  '/app/specials',
  '/app/settings',
  '/app/settings-florida',
  '/app/account',
  '/app/login',
  '/app/signup',
];

function leafPath(url: string): string | undefined {
  const matches = matchRoutes(routes as RouteObject[], url);
  return matches?.at(-1)?.route.path;
}

describe('route table', () => {
  it.each(specPaths)('registers %s', (url) => {
    const path = leafPath(url);
    expect(path).toBeDefined();
    expect(path).not.toBe('*');
  });

  it("registers a charged order's receipt page (docs/decisions/0083-orders-receipt.md)", () => {
    expect(leafPath('/app/order/id/3f1c2b9a-0d4e-4c61-9a57-2f7f3c1d8e10/receipt')).toBe(
      '/app/order/id/:orderId/receipt',
    );
  });

  it("registers the route sheets, their tickets and an order's ticket (docs/decisions/0085-route-sheet-printing.md)", () => {
    expect(leafPath('/app/routes')).toBe('/app/routes');
    expect(leafPath('/app/routes/tickets')).toBe('/app/routes/tickets');
    expect(leafPath('/app/order/id/3f1c2b9a-0d4e-4c61-9a57-2f7f3c1d8e10/ticket')).toBe(
      '/app/order/id/:orderId/ticket',
    );
  });

  it('sends unknown paths to the 404 page', () => {
    expect(leafPath('/no-such-page')).toBe('*');
    expect(leafPath('/app/nope')).toBe('*');
  });
});
