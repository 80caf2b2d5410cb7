import { type DistanceProvider, type LatLng, MapsProviderError } from './places';

/** docs/rules/public-site.md, Location finder: distance requests go in batches of 25 destinations, walking travel mode. */
export const destinationsPerRequest = 25;

export interface GoogleMapsConfig {
  apiKey: string;
  /** https://maps.googleapis.com unless a test points it at a local stand-in. */
  baseUrl?: string;
  timeoutMs?: number;
}

interface DistanceMatrixResponse {
  status: string;
  error_message?: string;
  rows?: { elements: { status: string; distance?: { value: number } }[] }[];
}

export const googleMapsBaseUrl = 'https://maps.googleapis.com';
const point = ({ lat, lng }: LatLng) => `${lat},${lng}`;

/** Walking distances from the Google Distance Matrix API, one request per batch of 25. */
export function createGoogleDistances(config: GoogleMapsConfig): DistanceProvider {
  const baseUrl = config.baseUrl ?? googleMapsBaseUrl;

  async function batch(origin: LatLng, destinations: LatLng[]): Promise<(number | null)[]> {
    const url = new URL('/maps/api/distancematrix/json', baseUrl);
    url.searchParams.set('origins', point(origin));
    url.searchParams.set('destinations', destinations.map(point).join('|'));
    url.searchParams.set('mode', 'walking');
    url.searchParams.set('units', 'imperial');
    url.searchParams.set('key', config.apiKey);
    const response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) }).catch(
      (error) => {
        throw new MapsProviderError(`Distance Matrix request failed: ${error}`, { cause: error });
      },
    );
    const body = (await response
      .json()
      .catch(() => ({ status: `HTTP ${response.status}` }))) as DistanceMatrixResponse;
    if (!response.ok || body.status !== 'OK') {
      throw new MapsProviderError(
        `Distance Matrix answered ${body.status}: ${body.error_message ?? response.status}`,
      );
    }
    const elements = body.rows?.[0]?.elements ?? [];
    // An element that is not OK (no walking route, unknown point) is an unknown distance, not a failure.
    return destinations.map((_, index) => {
      const element = elements[index];
      return element?.status === 'OK' && element.distance ? element.distance.value : null;
    });
  }

  return {
    name: 'google distance matrix',
    async walkingDistances(origin, destinations) {
      const batches: LatLng[][] = [];
      for (let start = 0; start < destinations.length; start += destinationsPerRequest) {
        batches.push(destinations.slice(start, start + destinationsPerRequest));
      }
      const results = await Promise.all(
        batches.map((destinationsInBatch) => batch(origin, destinationsInBatch)),
      );
      return results.flat();
    },
  };
}
