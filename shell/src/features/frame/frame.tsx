import { Outlet } from 'react-router-dom';
import styles from './frame.module.css';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

/** The page frame around every route: top bar, content, footer, floating contact button, overlays. */
export function Frame() {
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
