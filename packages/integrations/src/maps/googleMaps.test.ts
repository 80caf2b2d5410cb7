import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HttpStandIn, sendJson, startHttpStandIn } from '../testing/httpStandIn';
import { createGoogleDistances } from './googleDistances';
import { createGoogleGeocoder } from './googleGeocoder';
import { MapsProviderError } from './places';

/**
 * A loopback stand-in for Google's Distance Matrix and Geocoding APIs. Its walking
 * distance to a destination is derived from the destination itself (lat 40 + n/10000
 * -> n meters), so the test can tell whether results come back in the caller's order.
 */
let google: HttpStandIn;
let failWith: string | null = null;

beforeAll(async () => {
  google = await startHttpStandIn((request, response) => {
    if (failWith)
      return sendJson(response, 200, { status: failWith, error_message: 'The provided API key is invalid.' });
    if (request.path === '/maps/api/distancematrix/json' && request.query.get('mode') === 'driving') {
      // Driving: from origin lat 40 + a/10000 to destination lat 40 + b/10000 is 1000a + b meters (one way only),
      // unless either is 999 (no route).
      const index = (point: string) => Math.round((Number(point.split(',')[0]) - 40) * 10_000);
      const origins = (request.query.get('origins') ?? '').split('|').map(index);
      const destinations = (request.query.get('destinations') ?? '').split('|').map(index);
      const rows = origins.map((a) => ({
        elements: destinations.map((b) =>
          a === 999 || b === 999
            ? { status: 'ZERO_RESULTS' }
            : { status: 'OK', distance: { value: 1000 * a + b, text: '' } },
        ),
      }));
      return sendJson(response, 200, { status: 'OK', rows });
    }
    if (request.path === '/maps/api/distancematrix/json') {
      const destinations = (request.query.get('destinations') ?? '').split('|');
      const elements = destinations.map((destination) => {
        const meters = Math.round((Number(destination.split(',')[0]) - 40) * 10_000);
        return meters === 999
          ? { status: 'ZERO_RESULTS' }
          : { status: 'OK', distance: { value: meters, text: '' } };
      });
      return sendJson(response, 200, { status: 'OK', rows: [{ elements }] });
    }
    if (request.query.get('address') === 'nowhere at all')
      return sendJson(response, 200, { status: 'ZERO_RESULTS', results: [] });
    return sendJson(response, 200, {
      status: 'OK',
      results: [
        {
          formatted_address: '350 5th Ave, New York, NY 10118, USA',
          geometry: { location: { lat: 40.7484, lng: -73.9857 } },
          address_components: [{ short_name: '10118', long_name: '10118', types: ['postal_code'] }],
        },
      ],
    });
  });
});
afterAll(() => google.close());
beforeEach(() => {
  google.requests.length = 0;
  failWith = null;
});

const config = () => ({ apiKey: 'test-key', baseUrl: google.baseUrl });

describe('Google Distance Matrix adapter', () => {
  it('sends 60 destinations as 3 walking requests of 25, 25 and 10 and keeps their order', async () => {
    const destinations = Array.from({ length: 60 }, (_, index) => ({
      lat: 40 + (index + 100) / 10_000,
      lng: -73.9,
    }));
    const meters = await createGoogleDistances(config()).walkingDistances(
      { lat: 40.75, lng: -73.99 },
      destinations,
    );
    expect(meters).toEqual(destinations.map((_, index) => index + 100));
    const sizes = google.requests.map((r) => r.query.get('destinations')?.split('|').length).sort();
    expect(sizes).toEqual([10, 25, 25]);
    for (const request of google.requests) {
      expect(request.query.get('mode')).toBe('walking');
      expect(request.query.get('origins')).toBe('40.75,-73.99');
      expect(request.query.get('key')).toBe('test-key');
    }
  });

  it('returns null for a destination without a walking route and makes no request for none', async () => {
    const distances = createGoogleDistances(config());
    expect(
      await distances.walkingDistances({ lat: 40, lng: -73 }, [
        { lat: 40.0999, lng: -73 },
        { lat: 40.0005, lng: -73 },
      ]),
    ).toEqual([null, 5]);
    expect(await distances.walkingDistances({ lat: 40, lng: -73 }, [])).toEqual([]);
    expect(google.requests).toHaveLength(1);
  });

  it('throws MapsProviderError when Google refuses the request', async () => {
    failWith = 'REQUEST_DENIED';
    await expect(
      createGoogleDistances(config()).walkingDistances({ lat: 40, lng: -73 }, [{ lat: 41, lng: -73 }]),
    ).rejects.toThrow(MapsProviderError);
  });
});

describe('Google Distance Matrix adapter, driving (docs/decisions/0084-route-sheets.md, Distances)', () => {
  const at = (index: number) => ({ lat: 40 + index / 10_000, lng: -73.9 });

  it('asks 23 points in blocks of at most 10 x 10 (100 elements) and assembles the whole matrix', async () => {
    const points = Array.from({ length: 23 }, (_, index) => at(index + 1));
    const matrix = await createGoogleDistances(config()).drivingMatrix(points);
    expect(matrix).toEqual(
      points.map((_, i) => points.map((_, j) => (i === j ? 0 : 1000 * (i + 1) + (j + 1)))),
    );
    // 3 row blocks (10, 10, 3) x 3 column blocks.
    expect(google.requests).toHaveLength(9);
    const sizes = google.requests
      .map((r) => [r.query.get('origins')!.split('|').length, r.query.get('destinations')!.split('|').length])
      .map(([o, d]) => o! * d!)
      .sort((a, b) => a - b);
    expect(sizes).toEqual([9, 30, 30, 30, 30, 100, 100, 100, 100]);
    for (const request of google.requests) {
      expect(request.query.get('mode')).toBe('driving');
      expect(request.query.get('key')).toBe('test-key');
    }
  });

  it('answers null for a pair without a route, and makes no request for fewer than two points', async () => {
    const distances = createGoogleDistances(config());
    expect(await distances.drivingMatrix([at(1), at(999), at(2)])).toEqual([
      [0, null, 1002],
      [null, 0, null],
      [2001, null, 0],
    ]);
    expect(google.requests).toHaveLength(1);
    expect(await distances.drivingMatrix([at(1)])).toEqual([[0]]);
    expect(await distances.drivingMatrix([])).toEqual([]);
    expect(google.requests).toHaveLength(1);
  });

  it('throws MapsProviderError when Google refuses the request', async () => {
    failWith = 'OVER_DAILY_LIMIT';
    await expect(createGoogleDistances(config()).drivingMatrix([at(1), at(2)])).rejects.toThrow(
      MapsProviderError,
    );
  });
});

describe('Google Geocoding adapter', () => {
  it('resolves an address to its point, zip and formatted label', async () => {
    expect(await createGoogleGeocoder(config()).resolve('350 5th Ave, New York')).toEqual({
      lat: 40.7484,
      lng: -73.9857,
      zip: '10118',
      label: '350 5th Ave, New York, NY 10118, USA',
    });
    expect(google.requests[0]?.query.get('components')).toBe('country:US');
  });

  it('answers null for a place Google does not know and throws when the service fails', async () => {
    const geocoder = createGoogleGeocoder(config());
    expect(await geocoder.resolve('nowhere at all')).toBeNull();
    expect(await geocoder.resolve('   ')).toBeNull();
    failWith = 'OVER_QUERY_LIMIT';
    await expect(geocoder.resolve('10001')).rejects.toThrow(MapsProviderError);
  });
});
