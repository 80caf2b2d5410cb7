/** docs/rules/public-site.md, Zip check: zip length. */
export const ZIP_LENGTH = 5;
/** docs/rules/messages.md, Public site and accounts: validation, as docs/rules/messages.md, Corrected slips words it: 'zip code', not 'email zip code'. */
export const ZIP_REQUIRED_MESSAGE = 'Please enter your zip code.';
export const ZIP_INCOMPLETE_MESSAGE = 'Please enter a 5-digit zip code.';
/** docs/rules/messages.md, Public site, accounts and staff screens: errors, zip check. */
export const ZIP_NOT_SERVED_MESSAGE = "Sorry! We're not yet available in your area.";

export interface ServedZip {
  zip: string;
  florida: boolean;
}

export type ZipCheckResult = { served: true; zip: string; florida: boolean } | { served: false; zip: string };

/** Keeps what a numeric keyboard or a paste can put in the field to at most 5 digits. */
export function zipDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

export function zipInputError(zip: string): string | null {
  if (zip.trim() === '') return ZIP_REQUIRED_MESSAGE;
  if (!new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(zip)) return ZIP_INCOMPLETE_MESSAGE;
  return null;
}

/** docs/rules/public-site.md, Zip check: once 5 digits are typed, the zip is either served or not served. */
export function checkZip(zip: string, servedZips: readonly ServedZip[]): ZipCheckResult {
  const match = servedZips.find((served) => served.zip === zip);
  return match ? { served: true, zip, florida: match.florida } : { served: false, zip };
}

const CHECKED_ZIP_KEY = 'checkedZip';

/**
 * The served zip a visitor just checked (home page, pricing pages, /signup/{zip}), kept for this browser
 * tab so the order's address step starts with it: nothing typed twice.
 */
export function rememberCheckedZip(zip: string): void {
  try {
    sessionStorage.setItem(CHECKED_ZIP_KEY, zip);
  } catch {
    // Storage can be unavailable (private modes); the address step then starts empty, as before.
  }
}

export function lastCheckedZip(): string | null {
  try {
    const zip = sessionStorage.getItem(CHECKED_ZIP_KEY);
    return zip && new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(zip) ? zip : null;
  } catch {
    return null;
  }
}
