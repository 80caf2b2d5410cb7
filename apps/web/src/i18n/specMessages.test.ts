import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_LINK_MESSAGES } from '@laundry/validators/accountLinks';
import { AUTH_MESSAGES } from '@laundry/validators/auth';
import {
  CHECKOUT_MESSAGES,
  ORDER_FETCH_MESSAGE,
  ORDER_UPDATE_MESSAGE,
  PAYMENT_METHODS_MESSAGE,
  SETUP_SECRET_MESSAGE,
} from '@laundry/validators/checkout';
import { ADDRESS_MESSAGES, ORDER_MESSAGES } from '@laundry/validators/order';
import { PREFERENCE_MESSAGES } from '@laundry/validators/preferences';
import { LEAD_MESSAGES, LOCATION_NOT_VALID_MESSAGE } from '@laundry/validators/publicSite';
import { RECURRING_MESSAGES } from '@laundry/validators/recurring';
import { STATE_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@laundry/validators/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFiles } from '../../scripts/catalogues.mjs';
import { activateLocale, loadAreas } from './i18n';
import { inPageLanguage } from './serverMessages';

/**
 * docs/rules/languages.md, Messages: every fixed text a customer can be answered with (docs/rules/messages.md, as the
 * shared validators word it) has its Spanish, and its English is what the rules quote. Staff screens' messages stay
 * English.
 */
const customerMessages: Record<string, string> = {
  ...flatten('AUTH_MESSAGES', AUTH_MESSAGES),
  ...flatten('CHECKOUT_MESSAGES', CHECKOUT_MESSAGES),
  ...flatten('ADDRESS_MESSAGES', ADDRESS_MESSAGES),
  ...flatten('ORDER_MESSAGES', ORDER_MESSAGES),
  ...flatten('LEAD_MESSAGES', LEAD_MESSAGES),
  ...flatten('ACCOUNT_LINK_MESSAGES', ACCOUNT_LINK_MESSAGES),
  ...flatten('RECURRING_MESSAGES', RECURRING_MESSAGES),
  // The staff's own confirmation ('The customer's preferences have been saved.') stays English.
  ...flatten('PREFERENCE_MESSAGES', { saved: PREFERENCE_MESSAGES.saved }),
  ORDER_UPDATE_MESSAGE,
  ORDER_FETCH_MESSAGE,
  PAYMENT_METHODS_MESSAGE,
  SETUP_SECRET_MESSAGE,
  LOCATION_NOT_VALID_MESSAGE,
  STATE_MESSAGE,
  UNSAFE_TEXT_MESSAGE,
};

function flatten(prefix: string, messages: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}.${key}`, value]]
        : typeof value === 'function'
          ? []
          : Object.entries(flatten(`${prefix}.${key}`, value as Record<string, unknown>)),
    ),
  );
}

const rules = readFileSync(
  path.join(import.meta.dirname, '../../../../docs/rules/messages.md'),
  'utf8',
).replace(/\s+/g, ' ');

describe("every customer's fixed text in Spanish", () => {
  beforeAll(async () => {
    await loadAreas(['layout']);
    await activateLocale('es');
  });
  afterAll(async () => {
    await activateLocale('en');
  });

  it('has spec catalogues', () => {
    expect(
      Object.keys(catalogueFiles(path.join(import.meta.dirname, 'catalogues'))).filter((key) =>
        key.includes('/spec-'),
      ).length,
    ).toBeGreaterThan(0);
  });

  it.each(Object.entries(customerMessages))('%s', (_name, english) => {
    const spanish = inPageLanguage(english);
    expect(spanish, english).not.toBe(english);
    expect(spanish).not.toMatch(/\{\w+\}/);
  });

  it('leaves each text word for word in English, as the rules quote it', async () => {
    await activateLocale('en');
    try {
      for (const english of Object.values(customerMessages)) expect(inPageLanguage(english)).toBe(english);
      const quoted = Object.values(customerMessages).filter((english) => rules.includes(english));
      expect(quoted.length).toBeGreaterThan(40);
    } finally {
      await activateLocale('es');
    }
  });
});
