import { type Db, locations, preparedRows } from '@laundry/db';
import type { Geocoder, LatLng } from '@laundry/integrations';
import { greatCircleMeters } from '@laundry/integrations';
import { type Region, regionForState, servesRegion } from '@laundry/validators/settings';
import { findServedZip, listServedZips, type ServedZip } from '../catalog/zips';
import { coalesced } from './coalesce';

/** docs/decisions/0016-orders-location-assignment.md: a store serves the zips whose centre is this close. */
const SERVICE_RADIUS_METERS = 16_000;

export interface LocationAssignment {
  locationId: string | null;
  /** docs/rules/statuses.md: New at the nearest location, or Unassigned when none serves the zip. */
  status: 'New' | 'Unassigned';
}

const unassigned: LocationAssignment = { locationId: null, status: 'Unassigned' };

// Zip centres do not move; remembering them keeps a maps service off the checkout path.
const centres = new WeakMap<Geocoder, Map<string, LatLng | null>>();
async function zipCentre(geocoder: Geocoder, zip: string): Promise<LatLng | null> {
  const known = centres.get(geocoder) ?? new Map<string, LatLng | null>();
  centres.set(geocoder, known);
  if (known.has(zip)) return known.get(zip) ?? null;
  const place = await geocoder.resolve(zip).catch(() => undefined);
  // A failed lookup is not remembered: the next order asks again.
  if (place === undefined) return null;
  const centre = place ? { lat: place.lat, lng: place.lng } : null;
  if (known.size > 10_000) known.clear();
  known.set(zip, centre);
  return centre;
}

/**
 * A zip's row in the served zips, for a checkout: the list is short, and checkouts arriving together
 * read it once (nothing is kept after it answers, so an edited list is seen by the next checkout).
 */
export async function servedZipForCheckout(db: Db, zip: string): Promise<ServedZip | null> {
  return (await servedZipList(db, 'all')).find((row) => row.zip === zip) ?? null;
}
const servedZipList = coalesced((db: Db, _all: 'all') => listServedZips(db));

/** The stores and where they are; checkouts arriving together read them once, as the driver's rows. */
const storePositions = coalesced((db: Db, _all: 'all') => storePositionsQuery(db, {}));
const storePositionsQuery = preparedRows<{ id: string; state: string; lat: number; lng: number }>(
  { id: locations.id, state: locations.state, lat: locations.lat, lng: locations.long },
  (db, fields) => db.select(fields).from(locations).prepare('store_positions'),
);

/**
 * The nearest store serving an order's zip (docs/decisions/0016-orders-location-assignment.md): the zip must
 * be a served zip of the order's region, and the store, of the same region, within the service radius
 * of the zip's centre. Otherwise the order waits, Unassigned, for staff to choose a store.
 */
export async function assignLocation(
  db: Db,
  geocoder: Geocoder,
  address: { zip: string },
  region: Region,
  /** The zip's row in the served zips when the caller has read it already (null: not served). */
  served?: ServedZip | null,
): Promise<LocationAssignment> {
  const zip = served === undefined ? await findServedZip(db, address.zip) : served;
  if (!servesRegion(zip, region)) return unassigned;
  const centre = await zipCentre(geocoder, address.zip);
  if (!centre) return unassigned;
  const stores = await storePositions(db, 'all');
  let nearest: { id: string; meters: number } | null = null;
  for (const store of stores) {
    if (regionForState(store.state) !== region) continue;
    const meters = greatCircleMeters(centre, store);
    if (meters <= SERVICE_RADIUS_METERS && (!nearest || meters < nearest.meters)) {
      nearest = { id: store.id, meters };
    }
  }
  return nearest ? { locationId: nearest.id, status: 'New' } : unassigned;
}
