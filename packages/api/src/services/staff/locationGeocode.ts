import {
  createZipGeocoder,
  type Geocoder,
  MapsProviderError,
  type ResolvedPlace,
} from '@laundry/integrations';
import { LOCATION_MESSAGES } from '@laundry/validators/locations';
import { AppError } from '../../errors';

export interface PlacedAddress {
  lat: number;
  long: number;
  label: string;
  /** Which maps service placed it: an exact address (Google) or only the zip's centre (offline). */
  source: string;
}

const offlineGeocoder = createZipGeocoder();

/**
 * The location form's "fill from address" button: the integrations' geocoder places the address
 * (Google Geocoding with GOOGLE_MAPS_API_KEY, else the zip's centre offline). When the configured
 * service fails, the offline zip centres answer, as the public finder does (docs/architecture.md, Outside services: every
 * outside service has an offline default). The staff member checks the pin on the map before saving.
 */
export async function placeAddress(
  geocoder: Geocoder,
  address: { address: string; city: string; state: string; zip: string },
): Promise<PlacedAddress> {
  const query = [address.address, address.city, `${address.state} ${address.zip}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');
  let place: ResolvedPlace | null = null;
  let source = geocoder.name;
  try {
    place = await geocoder.resolve(query);
  } catch (error) {
    if (!(error instanceof MapsProviderError)) throw error;
    place = await offlineGeocoder.resolve(query);
    source = offlineGeocoder.name;
  }
  if (!place) throw new AppError('BAD_INPUT', LOCATION_MESSAGES.notPlaced);
  return { lat: place.lat, long: place.lng, label: place.label, source };
}
