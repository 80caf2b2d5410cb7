import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
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
  const navigation = useNavigation();
  const mainRef = useFocusMainOnNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {navigation.state === 'loading' ? <div className="route-progress" aria-hidden="true" /> : null}
      <SiteHeader />
      <UpdateBanner />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
