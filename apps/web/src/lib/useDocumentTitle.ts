import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { useLocale } from '../i18n/useT';

const BRAND = 'FreshPress';

/**
 * Sets the tab title to "<page> · FreshPress" (screen readers announce it on navigation); the home page's is the
 * brand and what it does, in the page's language (docs/rules/languages.md).
 */
export function useDocumentTitle(pageTitle: string | null): void {
  const locale = useLocale();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${BRAND}` : `${BRAND} · ${i18n._('layout.title.tagline')}`;
  }, [pageTitle, locale]);
}
