import { ApiFailure } from '@aspire/client/http';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { longDate, timeAgo } from '../../lib/format.ts';
import styles from './blogs.module.css';
import { postQuery } from './queries.ts';

/** /blog/:id: the full article. */
export function BlogPage() {
  const { id = '' } = useParams();
  const valid = /^[a-z0-9][a-z0-9-]{0,79}$/.test(id);
  const post = useQuery(postQuery(valid ? id : 'invalid-id'));
  const ready = post.data;
  usePageMeta({
    title: ready ? ready.title : 'Article',
    description: ready ? ready.summary : 'An article from the Aspire College blog and news.',
  });
  const notFound = post.error instanceof ApiFailure && post.error.status === 404;

  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.article}>
        <Link to="/blogs" className={styles.back}>
          ← All blogs and news
        </Link>
        {notFound ? (
          <>
            <h1>Article not found</h1>
            <p>This article may have been moved or removed. Browse the latest posts on the blog.</p>
          </>
        ) : (
          <>
            {/* A failed load still gives the page its heading. */}
            {post.isError && <h1>Article</h1>}
            <Resource query={post} what="the article">
              {(article) => (
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
                    {article.body.map((paragraph) => (
                      <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                    ))}
                  </div>
                </article>
              )}
            </Resource>
          </>
        )}
      </div>
    </div>
  );
}
