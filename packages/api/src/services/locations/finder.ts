import { type Db, locations } from '@laundry/db';
import {
  createStraightLineDistances,
  createZipGeocoder,
  type DistanceProvider,
  type Geocoder,
  MapsProviderError,
  type ResolvedPlace,
} from '@laundry/integrations';
import { LOCATION_NOT_VALID_MESSAGE } from '@laundry/validators/publicSite';
import { asc } from 'drizzle-orm';
import { AppError } from '../../errors';
import type { StoreLocation } from '../catalog/locations';

export const METERS_PER_MILE = 1609.344;
/**
 * Beyond this walking distance the nearest store is too far to call the searched place "in our area",
 * and the finder says the text of docs/rules/messages.md, Public site, accounts and staff screens: errors, 'Sorry, we're not available in your area yet.' (a reading: the spec
 * gives the message, not the distance; docs/decisions/0019-public-site-location-finder.md).
 */
export const FINDER_REACH_MILES = 25;

interface NearbyLocation extends StoreLocation {
  /** Walking meters from the searched place; null when the maps service knows no walking route. */
  distanceMeters: number | null;
  distanceMiles: number | null;
}

export interface FinderResult {
  /** Where the zip or address was placed, for the map and the "near ..." line. */
  origin: { lat: number; lng: number; label: string; zip: string | null };
  /** Every location, nearest first; those without a known distance last, by address. */
  locations: NearbyLocation[];
  /** Whether the nearest location is within FINDER_REACH_MILES. */
  withinReach: boolean;
}

export interface FinderMaps {
  geocoder: Geocoder;
  distances: DistanceProvider;
}

// The offline adapters answer when the configured maps service fails (network, quota, key), so a
// visitor still gets a ranking; every outside service has an offline default (docs/architecture.md, Outside services).
const offlineGeocoder = createZipGeocoder();
const offlineDistances = createStraightLineDistances();

async function resolvePlace(maps: FinderMaps, query: string): Promise<ResolvedPlace | null> {
  try {
    return await maps.geocoder.resolve(query);
  } catch (error) {
    if (!(error instanceof MapsProviderError)) throw error;
    return offlineGeocoder.resolve(query);
  }
}

async function walkingMeters(
  maps: FinderMaps,
  origin: ResolvedPlace,
  stores: readonly StoreLocation[],
): Promise<(number | null)[]> {
  const destinations = stores.map((store) => ({ lat: store.lat, lng: store.long }));
  try {
    // The adapter asks the maps service in batches of 25 destinations (docs/rules/public-site.md, Location finder).
    return await maps.distances.walkingDistances(origin, destinations);
  } catch (error) {
    if (!(error instanceof MapsProviderError)) throw error;
    return offlineDistances.walkingDistances(origin, destinations);
  }
}

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * The closest self-service finder (docs/rules/public-site.md, Location finder): places a zip or an address, then ranks
 * every location by walking distance from it.
 */
export async function findNearestLocations(db: Db, maps: FinderMaps, query: string): Promise<FinderResult> {
  const place = await resolvePlace(maps, query.trim());
  if (!place) throw new AppError('BAD_INPUT', LOCATION_NOT_VALID_MESSAGE);

  const stores = await db
    .select({
      id: locations.id,
      name: locations.name,
      address: locations.address,
      city: locations.city,
      state: locations.state,
      zip: locations.zip,
      phone: locations.phone,
      hours: locations.hours,
      lat: locations.lat,
      long: locations.long,
    })
    .from(locations)
    .orderBy(asc(locations.address), asc(locations.id));
  const meters = await walkingMeters(maps, place, stores);

  const ranked: NearbyLocation[] = stores.map((store, index) => {
    const distance = meters[index] ?? null;
    return {
      ...store,
      distanceMeters: distance === null ? null : Math.round(distance),
      distanceMiles: distance === null ? null : roundTo(distance / METERS_PER_MILE, 2),
    };
  });
  // A stable sort keeps the address order among equal or unknown distances.
  ranked.sort((a, b) => (a.distanceMeters ?? Infinity) - (b.distanceMeters ?? Infinity));
  const nearest = ranked[0]?.distanceMiles ?? null;
  return {
    origin: { lat: place.lat, lng: place.lng, label: place.label, zip: place.zip ?? null },
    locations: ranked,
    withinReach: nearest !== null && nearest <= FINDER_REACH_MILES,
  };
}
