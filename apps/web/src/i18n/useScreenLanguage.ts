import { useEffect } from 'react';
import { activateLocale, currentLocale, initialLocale } from './i18n';

/**
 * The staff layout's screens are in English whatever the browser's or the cookie's language (docs/rules/languages.md):
 * the pieces they share with the customer's screens (statuses, dates, order details) follow. The choice is not
 * changed, so the site's pages are in it again afterwards (`useChosenLanguage`).
 */
export function useStaffEnglish(): void {
  useEffect(() => {
    if (currentLocale() !== 'en') void activateLocale('en');
  }, []);
}

/** The site's pages are in the reader's language: back to it after the staff layout showed English. */
export function useChosenLanguage(): void {
  useEffect(() => {
    const chosen = initialLocale();
    if (chosen !== currentLocale()) void activateLocale(chosen);
  }, []);
}
