import { useOverlays } from '@aspire/client/overlays';
import { type ReactNode, useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './footer.tsx';
import styles from './frame.module.css';
import { Menu } from './menu.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * The page frame around every route: top bar, full-screen menu, content, footer, the floating
 * contact button; `account` and `overlays` come from the app (sign-in controls and overlays).
 */
export function Frame({ account, overlays }: { account?: ReactNode; overlays?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <TopBar account={account} menuOpen={menuOpen} onMenu={openMenu} />
      <Menu open={menuOpen} onOpen={openMenu} onClose={() => setMenuOpen(false)} />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <button type="button" className={styles.contact} onClick={() => useOverlays.getState().show('contact')}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.contactLabel}>Write to us</span>
      </button>
      {overlays}
    </>
  );
}
