/** A street address as an order keeps it (docs/rules/records.md, Orders). */
export interface StreetAddress {
  address: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** The address on one line: '350 5th Ave, Apt 2, New York, NY 10118'. */
export function addressLine(address: StreetAddress): string {
  return [address.address, address.address2, address.city, `${address.state} ${address.zip}`]
    .filter((part) => part?.trim())
    .join(', ');
}

/**
 * Directions to the address in Google Maps, which a phone opens in its maps app (docs/decisions/0084-route-sheets.md):
 * https://www.google.com/maps/dir/?api=1&destination=<the address, url-encoded>.
 */
export function navigationUrl(address: StreetAddress): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine(address))}`;
}
