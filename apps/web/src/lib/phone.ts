/**
 * A phone number's tel: address in E.164 (a US number given its +1): what a phone dials when the link is tapped. The
 * one home for every tel: link (stores, the reschedule's store to call, phone numbers in staff-written messages).
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
