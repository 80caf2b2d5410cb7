/**
 * A card as staff read it (docs/decisions/0071-money-actions-confirm.md, Amended 2026-11-29): the brand the payment
 * provider names (Stripe's `card.brand`: 'visa', 'mastercard', 'amex', ...) in its own spelling, and the last four
 * digits after four dots.
 */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
  card: 'Card',
};

function cardBrandName(brand: string): string {
  const key = brand.trim().toLowerCase();
  if (key === '') return 'Card';
  return BRAND_NAMES[key] ?? key[0]!.toUpperCase() + key.slice(1);
}

/** 'Visa •••• 4242'. */
export function cardLabel(card: { brand: string; last4: string }): string {
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}
