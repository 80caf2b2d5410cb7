import { telHref } from '../lib/phone';

/** A US phone number as people write it, captured: (212) 555-0100, 212-555-0100, 212.555.0100, +1 212 555 0100. */
const PHONE = /((?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4})/;

/**
 * A text written by staff (a region's "ordering is paused" message), with each phone number in it a `tel:` link, so a
 * customer on a phone calls with one tap (docs/decisions/0076-regions-ordering-paused.md).
 */
export function PhoneText({ text }: { text: string }) {
  // Split on a captured pattern: the odd parts are the numbers.
  return text.split(PHONE).map((part, i) =>
    i % 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
      <a key={i} href={telHref(part)}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
