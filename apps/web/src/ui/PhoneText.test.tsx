import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneText, telHref } from './PhoneText';

describe('PhoneText (docs/decisions/0076-regions-ordering-paused.md)', () => {
  it.each([
    ['(212) 555-0100', 'tel:+12125550100'],
    ['212-555-0100', 'tel:+12125550100'],
    ['212.555.0100', 'tel:+12125550100'],
    ['+1 561 555 0190', 'tel:+15615550190'],
  ])('links %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
    const { container } = render(<PhoneText text={`Please call us at ${phone} today.`} />);
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe(href);
    expect(link?.textContent).toBe(phone);
    expect(container.textContent).toBe(`Please call us at ${phone} today.`);
  });

  it('leaves a text without a number as it is, and links every number of a text', () => {
    expect(render(<PhoneText text="Back on Monday." />).container.innerHTML).toBe('Back on Monday.');
    const both = render(<PhoneText text="NY (212) 555-0100, FL (561) 555-0190" />).container;
    expect([...both.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'tel:+12125550100',
      'tel:+15615550190',
    ]);
  });
});
