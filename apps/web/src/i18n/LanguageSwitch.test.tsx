import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../test/fakeApi';
import { activateLocale, currentLocale } from './i18n';
import { LanguageSwitch } from './LanguageSwitch';

afterEach(async () => {
  await activateLocale('en');
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the switch keeps.
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('LanguageSwitch', () => {
  it('switches the page to Spanish and keeps the choice in the lang cookie', async () => {
    renderWithApi(<LanguageSwitch />, { api: {} });
    expect(screen.getByRole('list', { name: 'Language' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Español' }));
    expect(await screen.findByRole('list', { name: 'Idioma' })).toBeTruthy();
    expect(currentLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.cookie).toContain('lang=es');
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('aria-current')).toBe('true');
  });
});
