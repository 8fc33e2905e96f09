import type { ReactNode } from 'react';
import styles from './page-banner.module.css';

/** The green banner at the top of the catalogue pages, with the page's one h1. */
export function PageBanner({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.banner}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.lead}>{children}</div>}
      </div>
    </header>
  );
}
