import type { PostSummary } from '@aspire/contracts/info';
import { Link } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { timeAgo } from '../../lib/format.ts';
import styles from './blogs.module.css';

/** A post's card, as `/blogs` lists it (and the content desk's preview of a draft): it opens the article. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className={layout.card} data-testid="post-card">
      <Link to={`/blog/${post.id}`} className={styles.cardLink}>
        <img src={post.image} alt={post.imageAlt} width={800} height={450} className={layout.cardImage} />
        <div className={layout.cardBody}>
          <h2>{post.title}</h2>
          <p className={styles.byline}>
            <span>By {post.author}</span>
            <time dateTime={post.publishedAt}>{timeAgo(post.publishedAt)}</time>
          </p>
          <p className={layout.muted}>{post.summary}</p>
        </div>
      </Link>
    </article>
  );
}
