import { useEffect } from 'react';

const BRAND = 'FreshPress';

/** Sets the tab title to "<page> · FreshPress" (screen readers announce it on navigation). */
export function useDocumentTitle(pageTitle: string | null): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${BRAND}` : `${BRAND} · Laundry, Dry Cleaning & Tailoring`;
  }, [pageTitle]);
}
