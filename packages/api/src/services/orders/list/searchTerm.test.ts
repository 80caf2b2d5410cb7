import { describe, expect, it } from 'vitest';
import { orderSearchTerm } from './searchTerm';

describe('orderSearchTerm (docs/rules/staff-screens.md, Orders screen: the search)', () => {
  it.each([
    ['212-555-0111', '2125550111'],
    ['+1 212 555 0111', '2125550111'],
    ['1 (212) 555-0111', '2125550111'],
    ['(212) 555.0111', '2125550111'],
    ['555-0111', '5550111'],
    ['(718) 555', '718555'],
  ])('looks for the phone %s by its digits, %s', (typed, term) => {
    expect(orderSearchTerm(typed)).toBe(term);
  });

  it('looks for an order number written with its # without it', () => {
    expect(orderSearchTerm('#10007')).toBe('10007');
    expect(orderSearchTerm(' # 10007 ')).toBe('10007');
  });

  it('leaves plain digits, words, e-mails and streets as they are typed', () => {
    expect(orderSearchTerm('10007')).toBe('10007');
    expect(orderSearchTerm('12125550111')).toBe('12125550111');
    expect(orderSearchTerm('Garcia')).toBe('Garcia');
    expect(orderSearchTerm('mia.percent@')).toBe('mia.percent@');
    expect(orderSearchTerm('12 Orchard St')).toBe('12 Orchard St');
    expect(orderSearchTerm('#A1')).toBe('#A1');
    // Too few digits to be a phone's: a house number with a dash stays text.
    expect(orderSearchTerm('1-2')).toBe('1-2');
  });
});
