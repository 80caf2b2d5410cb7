import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { usePageLoading } from '../../routes/lazyPage';
import { UpdateBanner } from '../update/UpdateBanner';
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

export function RootLayout() {
  const pageLoading = usePageLoading();
  const mainRef = useFocusMainOnNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {pageLoading ? <div className="route-progress" aria-hidden="true" /> : null}
      <SiteHeader />
      <UpdateBanner />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
