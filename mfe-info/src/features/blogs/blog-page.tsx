import { ApiFailure } from '@aspire/client/http';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import styles from './blogs.module.css';
import { PostArticle } from './post-article.tsx';
import { postQuery } from './queries.ts';

/** /blog/:id: the full article. */
export function BlogPage() {
  const { id = '' } = useParams();
  const valid = /^[a-z0-9][a-z0-9-]{0,79}$/.test(id);
  const post = useQuery(postQuery(valid ? id : 'invalid-id'));
  const ready = post.data;
  const notFound = post.error instanceof ApiFailure && post.error.status === 404;
  usePageMeta({
    title: ready ? ready.title : 'Article',
    description: ready ? ready.summary : 'An article from the Aspire College blog and news.',
    notFound,
  });

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
              {(article) => <PostArticle article={article} />}
            </Resource>
          </>
        )}
      </div>
    </div>
  );
}
