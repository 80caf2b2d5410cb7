import { Link, useLocation } from 'react-router-dom';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import type { MessageId } from '../../i18n/messageIds';
import { useT } from '../../i18n/useT';
import { Within } from '../../i18n/Within';
import { paths } from '../../routes/paths';
import { useAllLocations } from '../locations/storeCount';
import { LogoMark } from './Logo';
import { mainNavLinks } from './navigation';
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
function useRegionName(): MessageId {
  const { pathname } = useLocation();
  const orderRegion = useScreenRegion();
  return pathname === paths.floridaPricing || orderRegion === 'fl'
    ? 'layout.footer.florida'
    : 'layout.footer.newYorkCity';
}

export function SiteFooter() {
  const hours = useFirstLocationHours();
  const region = useRegionName();
  const t = useT();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">
            <LogoMark size={32} /> FreshPress
          </p>
          <p className="site-footer__tagline">{t('layout.footer.tagline')}</p>
          <p>
            <Within
              sentence={t('layout.footer.serving', { region: t(region) })}
              part={t(region)}
              render={(name) => <strong>{name}</strong>}
            />
          </p>
        </div>
        <div>
          <h2 className="site-footer__heading">{t('layout.footer.hours')}</h2>
          {hours ? (
            <p>
              <span className="site-footer__label">{t('layout.footer.storeHours')}</span> {hours}
            </p>
          ) : null}
          <p>
            <span className="site-footer__label">{t('layout.footer.phoneSupport')}</span>{' '}
            {t('layout.footer.phoneSupportHours')}
          </p>
        </div>
        <nav aria-label={t('layout.footer.label')}>
          <h2 className="site-footer__heading">{t('layout.footer.explore')}</h2>
          <ul className="site-footer__links">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
            <li>
              <Link to={paths.contact}>{t('layout.footer.contact')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{t('layout.footer.rights', { year: String(new Date().getFullYear()) })}</p>
          <Link to={paths.privacyPolicy}>{t('layout.footer.privacyPolicy')}</Link>
          <LanguageSwitch className="site-footer__languages" />
        </div>
      </div>
    </footer>
  );
}
