import { postSchema } from '@aspire/contracts/info';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link, useParams } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { LoadError, Loading } from '../../components/status.tsx';
import { longDate, timeAgo } from '../../lib/format.ts';
import { useInfo } from '../../lib/use-api.ts';
import styles from './blogs.module.css';

/** /blog/:id: the full article. */
export function BlogPage() {
  const { id = '' } = useParams();
  const valid = /^[a-z0-9][a-z0-9-]{0,79}$/.test(id);
  const post = useInfo(`post/${valid ? id : 'invalid-id'}`, postSchema);
  const ready = post.status === 'ready' ? post.data : null;
  usePageMeta({
    title: ready ? ready.title : 'Article',
    description: ready ? ready.summary : 'An article from the Aspire College blog and news.',
  });
  const notFound = post.status === 'error' && post.error.status === 404;

  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.article}>
        <Link to="/blogs" className={styles.back}>
          ← All blogs and news
        </Link>
        {post.status === 'loading' && <Loading label="Loading the article…" />}
        {notFound && (
          <>
            <h1>Article not found</h1>
            <p>This article may have been moved or removed. Browse the latest posts on the blog.</p>
          </>
        )}
        {post.status === 'error' && !notFound && (
          <>
            <h1>Article</h1>
            <LoadError message={post.error.message} onRetry={post.retry} />
          </>
        )}
        {ready && (
          <article>
            <p className={styles.kicker}>{ready.kind === 'news' ? 'News' : 'Blog'}</p>
            <h1 className={styles.title}>{ready.title}</h1>
            <p className={styles.byline}>
              <span>By {ready.author}</span>
              <time dateTime={ready.publishedAt}>
                {longDate(ready.publishedAt.slice(0, 10))} · {timeAgo(ready.publishedAt)}
              </time>
            </p>
            <img
              src={ready.image}
              alt={ready.imageAlt}
              width={800}
              height={450}
              className={styles.articleImage}
            />
            <div className={styles.body}>
              {ready.body.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </article>
        )}
      </div>
    </div>
  );
}
