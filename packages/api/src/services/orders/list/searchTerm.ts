/**
 * What the orders screen's search looks for (docs/rules/staff-screens.md, Orders screen): the text as typed, except
 * that an order number written with its '#' ('#10007') is looked for without it, and a phone number written with
 * separators ('212-555-0111', '+1 212 555 0111', '(212) 555.0111') by its digits, without the country code 1.
 * The stored search text holds each order's phone by its digits too (drizzle/0010_order_search_text.sql).
 */
export function orderSearchTerm(search: string): string {
  const text = search.trim();
  const orderNumber = /^#\s*(\d+)$/.exec(text);
  if (orderNumber) return orderNumber[1] as string;
  // Digits with a phone's separators only, and at least one separator (plain digits are looked for as they are).
  if (!/^\+?[\d\s().-]+$/.test(text) || /^\d+$/.test(text)) return text;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 3) return text;
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
