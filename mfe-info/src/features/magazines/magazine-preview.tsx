import type { Magazine } from '@aspire/contracts/info';
import { MagazineCover } from './magazine-cover.tsx';
import styles from './magazines.module.css';

/** The issue as Magazines shows it under its year: its cover, which opens its PDF. */
export function MagazinePreview({ item }: { item: Magazine }) {
  return (
    <ul className={styles.grid}>
      <li>
        <MagazineCover issue={item} index={0} />
      </li>
    </ul>
  );
}
