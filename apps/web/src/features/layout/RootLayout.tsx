import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useChosenLanguage } from '../../i18n/useScreenLanguage';
import { useT } from '../../i18n/useT';
import { usePageLoading } from '../../routes/lazyPage';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Moves focus to the new page's content after client-side navigation, as a full page load would. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

/**
 * The update check's banner, loaded after the page: it shows only once a newer version is out, so the public pages'
 * first JavaScript does not carry it (scripts/checkBundleSize.mjs, docs/decisions/0101-customer-side-in-spanish.md).
 */
const UpdateBanner = lazy(() =>
  import('../update/UpdateBanner').then((module) => ({ default: module.UpdateBanner })),
);

export function RootLayout() {
  const pageLoading = usePageLoading();
  const mainRef = useFocusMainOnNavigation();
  const t = useT();
  useChosenLanguage();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      {pageLoading ? <div className="route-progress" aria-hidden="true" /> : null}
      <SiteHeader />
      <Suspense fallback={null}>
        <UpdateBanner />
      </Suspense>
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
