import { type GoogleMapsConfig, googleMapsBaseUrl } from './googleDistances';
import { type Geocoder, MapsProviderError } from './places';

interface GeocodeResponse {
  status: string;
  error_message?: string;
  results?: {
    formatted_address: string;
    geometry: { location: { lat: number; lng: number } };
    address_components: { short_name: string; types: string[] }[];
  }[];
}

/** Any address, place name or zip through the Google Geocoding API (US only: the chain serves NY and FL). */
export function createGoogleGeocoder(config: GoogleMapsConfig): Geocoder {
  const baseUrl = config.baseUrl ?? googleMapsBaseUrl;
  return {
    name: 'google geocoding',
    async resolve(query) {
      if (!query.trim()) return null;
      const url = new URL('/maps/api/geocode/json', baseUrl);
      url.searchParams.set('address', query.trim());
      url.searchParams.set('components', 'country:US');
      url.searchParams.set('key', config.apiKey);
      const response = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs ?? 10_000) }).catch(
        (error) => {
          throw new MapsProviderError(`Geocoding request failed: ${error}`, { cause: error });
        },
      );
      const body = (await response
        .json()
        .catch(() => ({ status: `HTTP ${response.status}` }))) as GeocodeResponse;
      // ZERO_RESULTS is an answer (the place does not exist), not a failure of the service.
      if (body.status === 'ZERO_RESULTS') return null;
      if (!response.ok || body.status !== 'OK') {
        throw new MapsProviderError(
          `Geocoding answered ${body.status}: ${body.error_message ?? response.status}`,
        );
      }
      const [best] = body.results ?? [];
      if (!best) return null;
      const zip = best.address_components.find((part) => part.types.includes('postal_code'))?.short_name;
      return { ...best.geometry.location, zip, label: best.formatted_address };
    },
  };
}
