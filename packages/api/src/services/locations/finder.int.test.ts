import { createTestDatabase, type Database, seedTestDatabase } from '@laundry/db/testing';
import { createIntegrations } from '@laundry/integrations';
import { type HttpStandIn, sendJson, startHttpStandIn } from '@laundry/integrations/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCaller } from '../../root';
import { callerFor, testContext } from '../../testing/context';
import { FINDER_REACH_MILES, METERS_PER_MILE } from './finder';

const NOT_VALID = 'Sorry, this location is not valid. Please try again.';

let database: Database;
let google: HttpStandIn;
let googleStatus = 'OK';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestDatabase(database.db);
  // Google's stand-in: the address is placed in Midtown; a store's walking distance is its latitude's
  // distance from 40.9 in 0.1 m steps, so the northernmost store comes first (no real geography).
  google = await startHttpStandIn((request, response) => {
    if (googleStatus !== 'OK') return sendJson(response, 200, { status: googleStatus });
    if (request.path === '/maps/api/distancematrix/json') {
      const elements = (request.query.get('destinations') ?? '').split('|').map((point) => ({
        status: 'OK',
        distance: { value: Math.round((40.9 - Number(point.split(',')[0])) * 10_000) },
      }));
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
          address_components: [{ short_name: '10118', types: ['postal_code'] }],
        },
      ],
    });
  });
});
afterAll(async () => {
  await google.close();
  await database.close();
});
beforeEach(() => {
  google.requests.length = 0;
  googleStatus = 'OK';
});

function googleCaller() {
  const integrations = createIntegrations(
    { mailFrom: 'orders@laundry.test', googleMapsApiKey: 'test-key', googleMapsBaseUrl: google.baseUrl },
    { db: database.db, logger: { info() {}, warn() {}, error() {} } },
  );
  return createCaller(testContext(database.db, undefined, undefined, { integrations }));
}

describe('catalog.locations.nearest, offline (no maps key)', () => {
  it('ranks every location from a zip, nearest first, in meters and miles', async () => {
    const result = await callerFor(database.db).catalog.locations.nearest({ query: '10001' });
    expect(result.origin).toMatchObject({ zip: '10001', label: 'New York, NY 10001' });
    expect(result.locations).toHaveLength(28);
    const meters = result.locations.map((l) => l.distanceMeters!);
    expect(meters).toEqual([...meters].sort((a, b) => a - b));
    for (const location of result.locations) {
      expect(location.distanceMiles).toBeCloseTo(location.distanceMeters! / METERS_PER_MILE, 2);
    }
    expect(result.locations.at(-1)!.name).toBe('Delray Beach');
    expect(result.withinReach).toBe(true);
  });

  it('places an address by the zip at its end', async () => {
    const result = await callerFor(database.db).catalog.locations.nearest({
      query: '2465 Broadway, New York, NY 10025',
    });
    expect(result.origin.zip).toBe('10025');
    expect(['Upper West Side', 'Morningside Heights']).toContain(result.locations[0]!.name);
  });

  it('finds the Florida store first from a Florida zip', async () => {
    const result = await callerFor(database.db).catalog.locations.nearest({ query: '33445' });
    expect(result.locations[0]!.name).toBe('Delray Beach');
  });

  it(`says when the nearest store is over ${FINDER_REACH_MILES} miles away`, async () => {
    const result = await callerFor(database.db).catalog.locations.nearest({ query: '90210' });
    expect(result.withinReach).toBe(false);
    expect(result.locations).toHaveLength(28);
  });

  it.each(['Main Street', '00000'])('refuses %j with the spec message', async (query) => {
    await expect(callerFor(database.db).catalog.locations.nearest({ query })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: NOT_VALID,
    });
  });

  it('refuses a blank query before placing it', async () => {
    await expect(callerFor(database.db).catalog.locations.nearest({ query: '   ' })).rejects.toThrow(
      NOT_VALID,
    );
  });
});

describe('catalog.locations.nearest with Google Maps configured', () => {
  it('asks the Distance Matrix for walking distances in batches of 25 and ranks by them', async () => {
    const result = await googleCaller().catalog.locations.nearest({ query: '350 5th Ave, New York' });
    expect(result.origin).toMatchObject({ label: '350 5th Ave, New York, NY 10118, USA', zip: '10118' });
    const matrix = google.requests.filter((r) => r.path === '/maps/api/distancematrix/json');
    expect(matrix.map((r) => r.query.get('destinations')!.split('|').length).sort()).toEqual([25, 3]);
    for (const request of matrix) {
      expect(request.query.get('mode')).toBe('walking');
      expect(request.query.get('origins')).toBe('40.7484,-73.9857');
    }
    const latitudes = result.locations.map((l) => l.lat);
    expect(latitudes).toEqual([...latitudes].sort((a, b) => b - a));
    expect(result.locations[0]!.name).toBe('Inwood');
  });

  it('shows the spec message when Google cannot place the address', async () => {
    await expect(googleCaller().catalog.locations.nearest({ query: 'nowhere at all' })).rejects.toThrow(
      NOT_VALID,
    );
  });

  it('falls back to offline places and distances when Google fails', async () => {
    googleStatus = 'REQUEST_DENIED';
    const result = await googleCaller().catalog.locations.nearest({ query: '33445' });
    expect(google.requests.length).toBeGreaterThan(0);
    expect(result.locations[0]!.name).toBe('Delray Beach');
    expect(result.origin.label).toBe('Delray Beach, FL 33445');
  });
});
