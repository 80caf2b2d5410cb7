import { describe, expect, it } from 'vitest';
import { cardLabel } from './cards';

// docs/decisions/0071-money-actions-confirm.md, Amended 2026-11-29: the card staff read in the confirm step.
describe('a card as staff read it', () => {
  it.each([
    ['visa', 'Visa •••• 4242'],
    ['mastercard', 'Mastercard •••• 4242'],
    ['amex', 'American Express •••• 4242'],
    ['discover', 'Discover •••• 4242'],
    ['jcb', 'JCB •••• 4242'],
    ['elo', 'Elo •••• 4242'],
    ['unknown', 'Card •••• 4242'],
    ['', 'Card •••• 4242'],
  ])('%s', (brand, label) => {
    expect(cardLabel({ brand, last4: '4242' })).toBe(label);
  });
});
