/**
 * The location finder (docs/rules/public-site.md, Location finder) needs two things from a maps service:
 * where an entered zip or address is, and how far each location is on foot from it. Route sheets
 * (docs/decisions/0084-route-sheets.md) need the driving meters between a store and its stops.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface DistanceProvider {
  readonly name: string;
  /** Walking meters from origin to each destination, in the same order; null where no route is known. */
  walkingDistances(origin: LatLng, destinations: LatLng[]): Promise<(number | null)[]>;
  /**
   * Driving meters between every pair of points, for route sheets (docs/decisions/0084-route-sheets.md):
   * matrix[i][j] is from points[i] to points[j] (0 on the diagonal); null where no route is known.
   */
  drivingMatrix(points: LatLng[]): Promise<(number | null)[][]>;
}

export interface ResolvedPlace extends LatLng {
  zip?: string;
  /** What the finder shows as the searched place, e.g. 'New York, NY 10001'. */
  label: string;
}

export interface Geocoder {
  readonly name: string;
  /** null when the query cannot be placed; the finder then shows 'Sorry, this location is not valid. Please try again.' */
  resolve(query: string): Promise<ResolvedPlace | null>;
}

/** The maps service failed (network, quota, key); callers may fall back to offline distances. */
export class MapsProviderError extends Error {
  override readonly name = 'MapsProviderError';
}
