import type { HomeBannerEntry, HomeCount } from '@aspire/contracts/info';
import layout from '../../components/layout.module.css';
import styles from './home-previews.module.css';

/** A slide as the home page's carousel shows it: wide on larger screens, upright on phones if it has that picture. */
export function HomeBannerPreview({ item }: { item: HomeBannerEntry }) {
  return (
    <div className={styles.slides}>
      <figure className={styles.wide}>
        <img src={item.wide} alt={item.alt} />
        <figcaption className={layout.muted}>On screens 768 pixels wide and more</figcaption>
      </figure>
      <figure className={styles.narrow}>
        {item.narrow && <img src={item.narrow} alt={item.alt} />}
        <figcaption className={layout.muted}>
          {item.narrow ? 'On phones' : 'Not shown on phones: it has no phone picture.'}
        </figcaption>
      </figure>
    </div>
  );
}

/** A count as the home page shows it under the carousel. */
export function HomeCountPreview({ item }: { item: HomeCount }) {
  return (
    <p className={styles.count}>
      <strong>{item.value}</strong>
      <span>{item.label}</span>
    </p>
  );
}
