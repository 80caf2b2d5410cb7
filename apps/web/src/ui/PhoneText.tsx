/** A US phone number as people write it, captured: (212) 555-0100, 212-555-0100, 212.555.0100, +1 212 555 0100. */
const PHONE = /((?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})/;

/**
 * A phone number's tel: address in E.164 (a US number given its +1): what a phone dials when the link is tapped. The
 * one home for every tel: link (stores, the reschedule's store to call, phone numbers in staff-written messages).
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? '1' : ''}${digits}`;
}

/**
 * A text written by staff (a region's "ordering is paused" message), with each phone number in it a `tel:` link, so a
 * customer on a phone calls with one tap (docs/decisions/0076-regions-ordering-paused.md).
 */
export function PhoneText({ text }: { text: string }) {
  // Split on a captured pattern: the odd parts are the numbers.
  return text.split(PHONE).map((part, i) =>
    i % 2 ? (
      <a key={i} href={telHref(part)}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
