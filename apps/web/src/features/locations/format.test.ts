import { describe, expect, it } from 'vitest';
import { telHref } from '../../ui/PhoneText';
import { directionsHref, formatMiles } from './format';
import { markerHtml } from './mapView';

describe('location formatting', () => {
  it.each([
    [0.01, '0.1 mi'],
    [0.34, '0.3 mi'],
    [12.25, '12.3 mi'],
    [3030.06, '3,030.1 mi'],
  ])('%f miles -> %s', (miles, text) => expect(formatMiles(miles)).toBe(text));

  it('dials the digits of a store phone', () => expect(telHref('(212) 555-0101')).toBe('tel:+12125550101'));

  it('gives walking directions to the store coordinates', () =>
    expect(directionsHref({ lat: 40.75, long: -73.99 })).toContain('destination=40.75,-73.99'));

  it('names a marker for screen readers without letting a name inject markup, and parses nothing else', () => {
    // The pin is the stylesheet's (locations.css): a marker's own markup is its hidden name alone.
    const html = markerHtml(`Hell's Kitchen <b>`);
    expect(html).toBe('<span class="visually-hidden">Hell&#39;s Kitchen &#60;b&#62;</span>');
  });
});
