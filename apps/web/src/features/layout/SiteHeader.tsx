import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { countValues } from '../../i18n/i18n';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useAccountLanguage } from '../../i18n/useChooseLocale';
import { useT } from '../../i18n/useT';
import { paths } from '../../routes/paths';
import { ButtonLink } from '../../ui/Button';
import { useSession } from '../auth/useSession';
import { useStoreCount } from '../locations/storeCount';
import { Logo } from './Logo';
import { mainNavLinks } from './navigation';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function SiteHeader() {
  const { user, isStaff } = useSession();
  const t = useT();
  useAccountLanguage();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const navId = useId();

  // The mobile menu closes whenever the visitor navigates.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  // It also closes on Escape (the focus back on its button), on a tap outside it and when the focus leaves it.
  useEffect(() => {
    if (!menuOpen) return;
    const inMenu = (target: EventTarget | null) =>
      target instanceof Node &&
      Boolean(navRef.current?.contains(target) || toggleRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!inMenu(event.target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [menuOpen]);

  // docs/rules/public-site.md, Header and footer: 'Your Account' for a signed-in customer, 'Schedule a Pickup' otherwise.
  const isCustomer = user !== null && !isStaff;
  const storeCount = useStoreCount();

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          <p className="topbar__note">
            {t('layout.header.freePickup')}
            {storeCount === null ? null : ` · ${t('layout.header.locations', countValues(storeCount))}`}
          </p>
          <nav aria-label={t('layout.header.helpAndAccount')} className="topbar__nav">
            <ul>
              <li>
                <Link to={paths.contact}>{t('layout.header.contact')}</Link>
              </li>
              <li>
                <Link to={paths.support}>{t('layout.header.support')}</Link>
              </li>
              <li>
                {user ? (
                  // docs/rules/rest-compatibility.md: /api/logout signs out with a browser redirect.
                  <a href="/api/logout">{t('layout.header.signOut')}</a>
                ) : (
                  <Link to={paths.login}>{t('layout.header.logIn')}</Link>
                )}
              </li>
            </ul>
          </nav>
          <LanguageSwitch className="topbar__languages" />
        </div>
      </div>
      <div className="container mainbar">
        <Link to={paths.home} className="mainbar__brand" aria-label={t('layout.header.home')}>
          <Logo />
        </Link>
        <div className="mainbar__actions">
          <ButtonLink to={paths.order} variant="accent" className="mainbar__cta">
            {isCustomer ? t('layout.header.yourAccount') : t('layout.header.schedulePickup')}
          </ButtonLink>
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
            <span className="visually-hidden">{t('layout.header.menu')}</span>
          </button>
        </div>
        <nav
          ref={navRef}
          id={navId}
          aria-label={t('layout.header.main')}
          className={menuOpen ? 'mainnav is-open' : 'mainnav'}
        >
          <ul className="mainnav__list">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                {/* A link to the page already shown navigates nowhere, yet the visitor is done with the menu. */}
                <NavLink to={link.to} className="mainnav__link" onClick={() => setMenuOpen(false)}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
