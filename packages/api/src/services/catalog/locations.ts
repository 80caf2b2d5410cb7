import { type Db, locations } from '@laundry/db';
import type { LocationListQuery } from '@laundry/validators/catalog';
import { asc } from 'drizzle-orm';
import { orderBy, searchAcross } from './listing';

export interface StoreLocation {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  hours: string;
  lat: number;
  long: number;
}

const columns = {
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
};

/** docs/rules/rest-compatibility.md GET /api/locations and /api/locations/search: sorted, paged, optionally searched. */
export async function listLocations(db: Db, query: LocationListQuery): Promise<StoreLocation[]> {
  const where = searchAcross(query.searchtext, [
    locations.name,
    locations.address,
    locations.city,
    locations.zip,
  ]);
  return db
    .select(columns)
    .from(locations)
    .where(where)
    .orderBy(orderBy(locations[query.sortby], query.sortorder), asc(locations.id))
    .limit(query.limit)
    .offset(query.skip);
}
