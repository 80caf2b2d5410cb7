import { Link, NavLink } from 'react-router-dom';
import { T } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';
import { paths } from '../../../routes/paths';
import { useSession } from '../../auth/useSession';

/**
 * docs/rules/ordering.md, The steps: a logged-in user sees a sidebar; a guest sees a 'Log in to your account' link to /login.
 */
export function OrderSidebar() {
  const t = useT();
  const { user, isStaff } = useSession();
  if (!user) {
    return (
      <aside className="order-sidebar order-sidebar--guest">
        <p>
          <T id="ordering.sidebar.guestLogIn" components={{ 0: <Link to={paths.login} /> }} />
        </p>
      </aside>
    );
  }
  const links = [
    { to: paths.order, label: t('ordering.sidebar.schedulePickup') },
    { to: paths.orders, label: isStaff ? t('ordering.sidebar.orders') : t('ordering.sidebar.orderHistory') },
    ...(isStaff ? [{ to: paths.customers, label: t('ordering.sidebar.customers') }] : []),
    ...(user.role === 'SuperAdmin'
      ? [
          { to: paths.users, label: t('ordering.sidebar.users') },
          { to: paths.staffLocations, label: t('ordering.sidebar.locations') },
          { to: paths.staffSpecials, label: t('ordering.sidebar.specials') },
          { to: paths.settings, label: t('ordering.sidebar.settings') },
          { to: paths.settingsFlorida, label: t('ordering.sidebar.floridaSettings') },
        ]
      : []),
    { to: paths.account, label: t('ordering.sidebar.account') },
  ];
  return (
    <aside className="order-sidebar">
      <p className="order-sidebar__hello">
        {user.firstName
          ? t('ordering.sidebar.helloNamed', { firstName: user.firstName })
          : t('ordering.sidebar.hello')}
      </p>
      <nav aria-label={t('ordering.sidebar.yourAccount')}>
        <ul className="order-sidebar__list">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to !== paths.order} className="order-sidebar__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
