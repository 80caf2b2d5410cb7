/// <reference path="./zipcodes.d.ts" />
import type { Geocoder } from './places';

/**
 * The zip table (every US zip's center: about 20 MB of the server's heap), read the first time a zip is looked up, so a
 * server that never resolves one (a maps service configured, or no address asked yet) does not hold it
 * (docs/decisions/0107-server-memory.md).
 */
type ZipTable = typeof import('zipcodes')['default'];
let table: Promise<ZipTable> | undefined;
const zipTable = (): Promise<ZipTable> => {
  // A CommonJS package: its exports are the import's default.
  table ??= import('zipcodes').then((module) => module.default);
  return table;
};

/**
 * The offline default: a customer almost always types a zip (the site asks for it
 * everywhere), so resolving the 5-digit zip, alone or at the end of an address, to
 * the zip's center is enough to rank nearby locations without any maps service.
 * The last 5-digit group wins because a house number may also have 5 digits
 * ('10001 Main St, Anytown, NY 11201').
 */
export function createZipGeocoder(): Geocoder {
  return {
    name: 'offline (US zip centers)',
    async resolve(query) {
      const zips = query.match(/\b\d{5}(?=(-\d{4})?\b)/g);
      const zip = zips?.at(-1);
      const place = zip ? (await zipTable()).lookup(zip) : undefined;
      if (!zip || !place || place.country !== 'US') return null;
      return {
        lat: place.latitude,
        lng: place.longitude,
        zip,
        label: `${place.city}, ${place.state} ${zip}`,
      };
    },
  };
}
