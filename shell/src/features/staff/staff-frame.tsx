import { matchRoute } from '@aspire/config/site-map';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import styles from './staff.module.css';
import { StaffGuard } from './staff-guard.tsx';
import { navigationFor, useStaffRoles } from './staff-session.ts';

/**
 * The frame of every `/staff` page: a compact header (the signed-in person and Sign out come from the
 * app as `account`), the navigation of the pages the person's roles open, and the page behind the
 * guard, which reads the role a page needs from the site map.
 */
export default function StaffFrame({ account }: { account: ReactNode }) {
  const roles = useStaffRoles();
  const { pathname } = useLocation();
  const need = matchRoute(pathname)?.route.staff?.role ?? 'staff';
  const signedIn = roles.length > 0;
  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#staff-main">
        Skip to content
      </a>
      <header className={styles.header}>
        <Link to="/staff" className={styles.brand}>
          <img src="/assets/logo.svg" alt="" width="28" height="28" />
          Aspire staff
        </Link>
        <div className={styles.headerEnd}>
          {signedIn && account}
          <Link to="/" className={styles.viewSite}>
            View site
          </Link>
        </div>
      </header>
      <div className={styles.body}>
        {signedIn && (
          <nav aria-label="Staff" className={styles.nav}>
            <ul>
              {navigationFor(roles).map((item) => (
                <li key={item.path}>
                  <NavLink to={item.path} end={item.path === '/staff'}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="staff-main" className={styles.main} tabIndex={-1}>
          <StaffGuard need={need}>
            <Outlet />
          </StaffGuard>
        </main>
      </div>
    </div>
  );
}
