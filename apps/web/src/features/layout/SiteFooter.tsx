import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../routes/paths';
import { useAllLocations } from '../locations/storeCount';
import { LogoMark } from './Logo';
import { mainNavLinks, PHONE_SUPPORT_HOURS } from './navigation';
import { useScreenRegion } from './screenRegion';

/** docs/rules/public-site.md, Header and footer: the footer's hours are those of the first location (by address). */
function useFirstLocationHours(): string | null {
  const { data } = useAllLocations();
  return data?.[0]?.hours?.trim() || null;
}

/**
 * The region of what is on screen: Florida on the Florida pricing page and during an order whose address is
 * in Florida (docs/rules/regions.md: the state decides the region), New York City elsewhere.
 */
function useRegionName(): string {
  const { pathname } = useLocation();
  const orderRegion = useScreenRegion();
  return pathname === paths.floridaPricing || orderRegion === 'fl' ? 'Florida' : 'New York City';
}

export function SiteFooter() {
  const hours = useFirstLocationHours();
  const region = useRegionName();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <LogoMark size={32} /> FreshPress
          </p>
          <p className="site-footer__tagline">Laundry · Dry Cleaning · Tailoring</p>
          <p>
            Serving <strong>{region}</strong> with free pick-up and delivery.
          </p>
        </div>
        <div>
          <h2 className="site-footer__heading">Hours</h2>
          {hours ? (
            <p>
              <span className="site-footer__label">Store hours:</span> {hours}
            </p>
          ) : null}
          <p>
            <span className="site-footer__label">Phone support:</span> {PHONE_SUPPORT_HOURS}
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore</h2>
          <ul className="site-footer__links">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.contact}>Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>© {new Date().getFullYear()} FreshPress. All rights reserved.</p>
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>
        </div>
      </div>
    </footer>
  );
}
