import './staff.css';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useStaffEnglish } from '../../i18n/useScreenLanguage';
import { usePageLoading } from '../../routes/lazyPage';
import { paths } from '../../routes/paths';
import type { SessionUser } from '../auth/useSession';
import { LogoMark } from '../layout/Logo';
import { UpdateBanner } from '../update/UpdateBanner';
import { isNavItemActive, ROLE_LABELS, staffNavItems } from './staffNav';

/** Moves focus to the new screen's content after client-side navigation, as a full page load would. */
// Live order changes and staff alerts (docs/decisions/0088-live-order-screens.md), loaded apart from the public pages.
const LiveOrders = lazy(() => import('../live/LiveOrders'));

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

function displayName(user: SessionUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/**
 * The staff layout (docs/rules/staff-screens.md, Signed-in area; docs/rules/roles.md, Who may do what): a compact header with who is signed in
 * and Sign Out, and the navigation between the staff screens, made for a laptop; below 900 px the
 * navigation folds behind a Menu button. Every /app screen renders inside it for Admin and SuperAdmin.
 */
export function StaffLayout({ user }: { user: SessionUser }) {
  useStaffEnglish();
  const pageLoading = usePageLoading();
  const mainRef = useFocusMainOnNavigation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const items = staffNavItems(user.role);
  const [newOrders, setNewOrders] = useState(0);

  // The folded menu closes whenever the staff member navigates.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {pageLoading ? <div className="route-progress" aria-hidden="true" /> : null}
      <header className="staff-header">
        <div className="staff-header__bar">
          <Link to={paths.orders} className="staff-header__brand" aria-label="FreshPress staff, orders">
            <LogoMark size={30} />
            <span className="staff-header__name">FreshPress</span>
            <span className="staff-header__tag">Staff</span>
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="staff-header__toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Close' : 'Menu'}
          </button>
          <div className={menuOpen ? 'staff-header__menu is-open' : 'staff-header__menu'} id={navId}>
            <nav aria-label="Staff" className="staff-nav">
              <ul className="staff-nav__list">
                {items.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className="staff-nav__link"
                      aria-current={isNavItemActive(item, location.pathname) ? 'page' : undefined}
                    >
                      {item.label}
                      {item.to === paths.orders && newOrders > 0 ? (
                        <span className="staff-nav__count">
                          {' '}
                          {newOrders}
                          <span className="visually-hidden"> new</span>
                        </span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="staff-user">
              <p className="staff-user__who">
                <span className="visually-hidden">Signed in as </span>
                <span className="staff-user__name">{displayName(user)}</span>
                <span className="staff-user__role">{ROLE_LABELS[user.role]}</span>
              </p>
              <NavLink to={paths.account} className="staff-user__link">
                Account
              </NavLink>
              {/* docs/rules/rest-compatibility.md: /api/logout signs out with a browser redirect. */}
              <a href="/api/logout" className="staff-user__link">
                Sign Out
              </a>
            </div>
          </div>
        </div>
      </header>
      <UpdateBanner />
      <Suspense fallback={null}>
        <LiveOrders onNewOrders={setNewOrders} />
      </Suspense>
      <main id="main" ref={mainRef} tabIndex={-1} className="staff-main">
        <Outlet />
      </main>
    </>
  );
}
