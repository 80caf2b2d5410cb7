import type { DistanceProvider, LatLng } from './places';

/** Mean Earth radius (IUGG), in meters. */
const earthRadiusMeters = 6_371_008.8;

/**
 * City streets are not straight lines: a walk between two points in a street grid
 * is on average about 1.3 times the great-circle distance (the "detour index" of
 * walking networks in dense US cities lies near 1.2-1.4). Multiplying by it keeps
 * offline distances in the same range as the ones Google returns, and the ranking
 * of nearby locations, which is what the finder uses them for, unchanged.
 */
export const walkingDetourFactor = 1.3;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in meters. */
export function greatCircleMeters(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A drive on city streets is not a straight line either; the same detour index (about 1.3 in US street grids) is the
 * offline estimate of driving meters for route sheets (docs/decisions/0084-route-sheets.md, Distances). It ranks stops
 * as a road network roughly would, which is all the tour needs.
 */
export const drivingDetourFactor = 1.3;

/** Estimated driving meters between every pair of points: great-circle x drivingDetourFactor, 0 on the diagonal. */
export function estimatedDrivingMatrix(points: readonly LatLng[]): number[][] {
  return points.map((from, i) =>
    points.map((to, j) => (i === j ? 0 : Math.round(greatCircleMeters(from, to) * drivingDetourFactor))),
  );
}

/** The offline default: estimated walking and driving meters, no network, no key. */
export function createStraightLineDistances(): DistanceProvider {
  return {
    name: 'offline (great-circle x 1.3)',
    async walkingDistances(origin, destinations) {
      return destinations.map((destination) =>
        Math.round(greatCircleMeters(origin, destination) * walkingDetourFactor),
      );
    },
    async drivingMatrix(points) {
      return estimatedDrivingMatrix(points);
    },
  };
}
