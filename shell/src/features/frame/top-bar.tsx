import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { menuCommand } from './menu.tsx';
import styles from './top-bar.module.css';

/** Logo, Courses, Shop, Menu, Start Learning (spec section 2) and the account controls. */
export function TopBar({
  account,
  onMenu,
  menuOpen,
}: {
  account: ReactNode;
  onMenu: () => void;
  menuOpen: boolean;
}) {
  return (
    <header className={styles.bar}>
      <Link to="/" className={styles.logo} aria-label="Aspire College & Trust, home">
        <img src="/assets/logo.svg" alt="" width="36" height="36" />
        <span>Aspire</span>
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <NavLink to="/courses" className={styles.hideNarrow}>
          Courses
        </NavLink>
        <NavLink to="/shop" className={styles.hideNarrow}>
          Shop
        </NavLink>
        <button
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onMenu}
          {...menuCommand('show-modal')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          Menu
        </button>
        <Link to="/lms/login" className={styles.cta}>
          Start Learning
        </Link>
        {account}
      </nav>
    </header>
  );
}
