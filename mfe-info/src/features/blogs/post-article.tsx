import type { Post } from '@aspire/contracts/info';
import { MarkdownText } from '../../components/markdown-text.tsx';
import { longDate, timeAgo } from '../../lib/format.ts';
import styles from './blogs.module.css';

/** A post in full, as `/blog/:id` shows it (and the content desk's preview of a draft). */
export function PostArticle({ article }: { article: Post }) {
  return (
    <article>
      <p className={styles.kicker}>{article.kind === 'news' ? 'News' : 'Blog'}</p>
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.byline}>
        <span>By {article.author}</span>
        <time dateTime={article.publishedAt}>
          {longDate(article.publishedAt.slice(0, 10))} · {timeAgo(article.publishedAt)}
        </time>
      </p>
      <img
        src={article.image}
        alt={article.imageAlt}
        width={800}
        height={450}
        className={styles.articleImage}
      />
      <div className={styles.body}>
        <MarkdownText text={article.body} />
      </div>
    </article>
  );
}
