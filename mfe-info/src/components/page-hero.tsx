import { useHeroImage } from '@aspire/ui/page-meta.ts';
import type { ReactNode } from 'react';
import layout from './layout.module.css';
import styles from './page-hero.module.css';

/** The banner at the top of every info page: the page's one h1, a short introduction, decorative art. */
export function PageHero({
  title,
  eyebrow,
  intro,
  banner = 'glance',
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  banner?: string;
  children?: ReactNode;
}) {
  const art = `/api/info/media/banners/${banner}.svg`;
  useHeroImage(art);
  return (
    <header className={styles.hero} style={{ backgroundImage: `url(${art})` }}>
      <div className={`${layout.container} ${styles.inner}`}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </header>
  );
}
