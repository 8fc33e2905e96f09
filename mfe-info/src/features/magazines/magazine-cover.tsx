import type { Magazine } from '@aspire/contracts/info';
import styles from './magazines.module.css';

/** An issue's cover and title, opening its PDF in a new tab (its place `index` says how eagerly it loads). */
export function MagazineCover({ issue, index }: { issue: Magazine; index: number }) {
  return (
    <a className={styles.cover} href={issue.pdf} target="_blank" rel="noopener noreferrer">
      <img src={issue.cover} alt="" width={420} height={560} loading={index > 5 ? 'lazy' : 'eager'} />
      <strong>{issue.title}</strong>
      <span>
        Read the PDF<span className="visually-hidden"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
