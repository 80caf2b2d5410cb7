import { type DistanceProvider, type LatLng, MapsProviderError } from './places';

/** docs/rules/public-site.md, Location finder: distance requests go in batches of 25 destinations, walking travel mode. */
export const destinationsPerRequest = 25;
/**
 * The Distance Matrix's limits per request: 25 origins, 25 destinations, 100 elements (origins x destinations).
 * A route's matrix therefore goes in blocks of 10 x 10 (docs/decisions/0084-route-sheets.md, Distances).
 */
export const drivingBlockSize = 10;

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

/**
 * Walking distances from the Google Distance Matrix API, one request per batch of 25; driving matrices for route
 * sheets in blocks of 10 x 10.
 */
export function createGoogleDistances(config: GoogleMapsConfig): DistanceProvider {
  const baseUrl = config.baseUrl ?? googleMapsBaseUrl;

  async function request(
    origins: LatLng[],
    destinations: LatLng[],
    mode: 'walking' | 'driving',
  ): Promise<(number | null)[][]> {
    const url = new URL('/maps/api/distancematrix/json', baseUrl);
    url.searchParams.set('origins', origins.map(point).join('|'));
    url.searchParams.set('destinations', destinations.map(point).join('|'));
    url.searchParams.set('mode', mode);
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
    // An element that is not OK (no route, unknown point) is an unknown distance, not a failure.
    return origins.map((_, row) => {
      const elements = body.rows?.[row]?.elements ?? [];
      return destinations.map((_, index) => {
        const element = elements[index];
        return element?.status === 'OK' && element.distance ? element.distance.value : null;
      });
    });
  }

  async function batch(origin: LatLng, destinations: LatLng[]): Promise<(number | null)[]> {
    const [row] = await request([origin], destinations, 'walking');
    return row ?? destinations.map(() => null);
  }

  /** Driving meters between every pair, one request per block of 10 origins x 10 destinations. */
  async function drivingMatrix(points: LatLng[]): Promise<(number | null)[][]> {
    const matrix: (number | null)[][] = points.map((_, i) => points.map((_, j) => (i === j ? 0 : null)));
    if (points.length < 2) return matrix;
    const blocks: Promise<void>[] = [];
    for (let rowStart = 0; rowStart < points.length; rowStart += drivingBlockSize) {
      for (let colStart = 0; colStart < points.length; colStart += drivingBlockSize) {
        const origins = points.slice(rowStart, rowStart + drivingBlockSize);
        const destinations = points.slice(colStart, colStart + drivingBlockSize);
        blocks.push(
          request(origins, destinations, 'driving').then((rows) => {
            rows.forEach((row, i) => {
              row.forEach((meters, j) => {
                const from = rowStart + i;
                const to = colStart + j;
                if (from !== to) (matrix[from] as (number | null)[])[to] = meters;
              });
            });
          }),
        );
      }
    }
    await Promise.all(blocks);
    return matrix;
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
    drivingMatrix,
  };
}
