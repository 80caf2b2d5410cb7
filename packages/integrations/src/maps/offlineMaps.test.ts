import { describe, expect, it } from 'vitest';
import {
  createStraightLineDistances,
  drivingDetourFactor,
  greatCircleMeters,
  walkingDetourFactor,
} from './straightLineDistances';
import { createZipGeocoder } from './zipGeocoder';

describe('offline walking distances', () => {
  const timesSquare = { lat: 40.758, lng: -73.9855 };
  const empireState = { lat: 40.7484, lng: -73.9857 };

  it('measures the great-circle distance (Times Square to the Empire State Building is about 1.07 km)', () => {
    expect(greatCircleMeters(timesSquare, empireState)).toBeGreaterThan(1_050);
    expect(greatCircleMeters(timesSquare, empireState)).toBeLessThan(1_090);
    expect(greatCircleMeters(timesSquare, timesSquare)).toBe(0);
  });

  it('estimates walking as great-circle x 1.3, whole meters, in the destinations’ order', async () => {
    const meters = await createStraightLineDistances().walkingDistances(timesSquare, [
      empireState,
      timesSquare,
    ]);
    expect(walkingDetourFactor).toBe(1.3);
    expect(meters).toEqual([Math.round(greatCircleMeters(timesSquare, empireState) * 1.3), 0]);
  });
});

describe('offline driving matrix (docs/decisions/0084-route-sheets.md, Distances)', () => {
  it('estimates every pair as great-circle x 1.3, whole meters, 0 on the diagonal', async () => {
    const points = [
      { lat: 40.758, lng: -73.9855 },
      { lat: 40.7484, lng: -73.9857 },
      { lat: 40.7061, lng: -74.0087 },
    ];
    const matrix = await createStraightLineDistances().drivingMatrix(points);
    expect(drivingDetourFactor).toBe(1.3);
    expect(matrix).toEqual(
      points.map((from, i) =>
        points.map((to, j) => (i === j ? 0 : Math.round(greatCircleMeters(from, to) * 1.3))),
      ),
    );
    expect(matrix[0]![1]).toBeGreaterThan(1_365);
    expect(matrix[0]![1]).toBeLessThan(1_417);
    expect(await createStraightLineDistances().drivingMatrix([])).toEqual([]);
  });
});

describe('offline zip geocoder', () => {
  const geocoder = createZipGeocoder();

  it.each([
    ['10001', { zip: '10001', label: 'New York, NY 10001' }],
    ['350 5th Ave, New York, NY 10001', { zip: '10001' }],
    ['Miami, FL 33101-1234', { zip: '33101', label: 'Miami, FL 33101' }],
    ['10001 Main St, Brooklyn, NY 11201', { zip: '11201' }],
  ])('resolves %s through its zip', async (query, expected) => {
    const place = await geocoder.resolve(query);
    expect(place).toMatchObject(expected);
    expect(place?.lat).toEqual(expect.any(Number));
    expect(place?.lng).toEqual(expect.any(Number));
  });

  it.each(['', 'Times Square', '00000', '1000', '123456', 'M5V 2T6'])(
    'answers null for %j (the finder says the location is not valid)',
    async (query) => {
      expect(await geocoder.resolve(query)).toBeNull();
    },
  );
});
