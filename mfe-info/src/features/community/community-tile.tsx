import type { Community, CommunitySummary } from '@aspire/contracts/info';
import { Link } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import styles from './community.module.css';

/** An initiative's tile on Community, leading to its own page. */
export function CommunityTile({ item }: { item: CommunitySummary }) {
  return (
    <article className={layout.card}>
      <Link to={`/community/${item.id}`} className={styles.cardLink}>
        <img src={item.image} alt={item.imageAlt} width={600} height={400} className={layout.cardImage} />
        <div className={layout.cardBody}>
          <h2>{item.title}</h2>
          <p className={layout.muted}>{item.summary}</p>
          <span className={styles.more} aria-hidden="true">
            Read more →
          </span>
        </div>
      </Link>
    </article>
  );
}

/** An initiative in full, as its own page shows it. */
export function CommunityArticle({ initiative }: { initiative: Community }) {
  return (
    <article className={layout.split}>
      <div className={layout.prose}>
        <h1>{initiative.title}</h1>
        <p className={layout.lead}>{initiative.summary}</p>
        {initiative.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <img
        src={initiative.image}
        alt={initiative.imageAlt}
        width={600}
        height={400}
        className={styles.detailImage}
      />
    </article>
  );
}
