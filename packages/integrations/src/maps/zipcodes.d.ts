/** The slice of the untyped `zipcodes` package (offline US zip data) that the zip geocoder uses. */
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipCodeRecord | undefined;
  const zipcodes: { lookup: typeof lookup };
  export default zipcodes;
}
