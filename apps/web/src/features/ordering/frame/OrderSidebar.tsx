import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useSession } from '../../auth/useSession';

/**
 * docs/rules/ordering.md, The steps: a logged-in user sees a sidebar; a guest sees a 'Log in to your account' link to /login.
 */
export function OrderSidebar() {
  const { user, isStaff } = useSession();
  if (!user) {
    return (
      <aside className="order-sidebar order-sidebar--guest">
        <p>
          Have an account? <Link to={paths.login}>Log in to your account</Link>
        </p>
      </aside>
    );
  }
  const links = [
    { to: paths.order, label: 'Schedule a Pickup' },
    { to: paths.orders, label: isStaff ? 'Orders' : 'Order History' },
    ...(isStaff ? [{ to: paths.customers, label: 'Customers' }] : []),
    ...(user.role === 'SuperAdmin'
      ? [
          { to: paths.users, label: 'Users' },
          { to: paths.staffLocations, label: 'Locations' },
          { to: paths.staffSpecials, label: 'Specials' },
          { to: paths.settings, label: 'Settings' },
          { to: paths.settingsFlorida, label: 'Florida Settings' },
        ]
      : []),
    { to: paths.account, label: 'Account' },
  ];
  return (
    <aside className="order-sidebar">
      <p className="order-sidebar__hello">Hi{user.firstName ? `, ${user.firstName}` : ''}</p>
      <nav aria-label="Your account">
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
