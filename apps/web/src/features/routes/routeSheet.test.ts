import { describe, expect, it } from 'vitest';
import {
  groupByWindow,
  movedOrderIds,
  nextDay,
  type RouteStop,
  readRouteParams,
  routeParamsProblem,
  routeTicketsPath,
} from './routeSheet';

const STORE = '5b7e7f0e-0000-4000-8000-0000000000a1';

function stop(orderId: string, hour: number): RouteStop {
  return {
    position: 0,
    orderId,
    orderNumber: 1,
    status: 'New',
    customerName: 'Ada',
    phone: '(212) 555-0100',
    address: { address: '1 Main St', address2: null, city: 'New York', state: 'NY', zip: '10001' },
    instructions: '',
    preferences: null,
    services: [],
    weightLbs: null,
    window: { date: '2026-12-01', hour, label: `${hour}` },
    lat: null,
    lng: null,
    navigationUrl: '',
  };
}

describe('the route sheet’s address and moves (docs/decisions/0085-route-sheet-printing.md)', () => {
  it('reads the store, day and kind, falling back to no store, today and the pick-ups', () => {
    expect(
      readRouteParams(new URLSearchParams(`location=${STORE}&date=2026-12-01&kind=delivery`), '2026-11-29'),
    ).toEqual({ locationId: STORE, date: '2026-12-01', kind: 'delivery' });
    expect(readRouteParams(new URLSearchParams('location=nope&date=tomorrow&kind=x'), '2026-11-29')).toEqual({
      locationId: '',
      date: '2026-11-29',
      kind: 'pickup',
    });
  });

  it('checks the parts with the server’s schema and words', () => {
    expect(routeParamsProblem({ locationId: STORE, date: '2026-12-01', kind: 'pickup' })).toBeNull();
    expect(routeParamsProblem({ locationId: STORE, date: '2026-02-30', kind: 'pickup' })).toBe(
      'Please enter a valid date.',
    );
    expect(routeParamsProblem({ locationId: '', date: '2026-12-01', kind: 'pickup' })).toBe(
      'Please choose a store.',
    );
  });

  it('builds the tickets’ address and the next day', () => {
    expect(routeTicketsPath({ locationId: STORE, date: '2026-12-31', kind: 'pickup' })).toBe(
      `/app/routes/tickets?location=${STORE}&date=2026-12-31&kind=pickup`,
    );
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('groups by window and moves a stop only within its window', () => {
    const stops = [stop('a', 9), stop('b', 9), stop('c', 11)];
    expect(groupByWindow(stops).map((group) => group.stops.map((s) => s.orderId))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
    expect(movedOrderIds(stops, 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(movedOrderIds(stops, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedOrderIds(stops, 'a', -1)).toBeNull();
    expect(movedOrderIds(stops, 'b', 1)).toBeNull();
    expect(movedOrderIds(stops, 'c', -1)).toBeNull();
    expect(movedOrderIds(stops, 'gone', 1)).toBeNull();
  });
});
