/**
 * The location finder (docs/rules/public-site.md, Location finder) needs two things from a maps service:
 * where an entered zip or address is, and how far each location is on foot from it.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface DistanceProvider {
  readonly name: string;
  /** Walking meters from origin to each destination, in the same order; null where no route is known. */
  walkingDistances(origin: LatLng, destinations: LatLng[]): Promise<(number | null)[]>;
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
