/**
 * Phone numbers for texts. Orders keep the number as the customer typed it through the (999) 999-9999
 * mask (docs/rules/records.md, People): a ten-digit North American number. Texts go to its E.164 form, and the
 * opt-out list keys it by its digits with the country code (packages/db/src/schema/audit.ts).
 */

/** '+12125550100' for '(212) 555-0100', '212-555-0100', '12125550100' or '+1 212 555 0100'; null otherwise. */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return `+1${digits}`;
  if (/^1[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return `+${digits}`;
  return null;
}

/** The opt-out list's key of an E.164 number: its digits ('12125550100'). */
export function optOutKey(e164: string): string {
  return e164.replace(/\D/g, '');
}
