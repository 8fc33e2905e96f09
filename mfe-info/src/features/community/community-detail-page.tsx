import { communitySchema } from '@aspire/contracts/info';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link, useParams } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { LoadError, Loading } from '../../components/status.tsx';
import { useInfo } from '../../lib/use-api.ts';
import styles from './community.module.css';

/** /community/:id: one initiative in full. */
export function CommunityDetailPage() {
  const { id = '' } = useParams();
  const valid = /^[a-z0-9][a-z0-9-]{0,79}$/.test(id);
  const item = useInfo(`community/${valid ? id : 'invalid-id'}`, communitySchema);
  const ready = item.status === 'ready' ? item.data : null;
  usePageMeta({
    title: ready ? ready.title : 'Community initiative',
    description: ready ? ready.summary : 'A community initiative of Aspire College & Trust.',
  });
  const notFound = item.status === 'error' && item.error.status === 404;
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <Link to="/community" className={styles.back}>
        ← All community initiatives
      </Link>
      {item.status === 'loading' && <Loading />}
      {notFound && (
        <>
          <h1>Initiative not found</h1>
          <p>We could not find that page. Please choose an initiative from the community page.</p>
        </>
      )}
      {item.status === 'error' && !notFound && (
        <>
          <h1>Community</h1>
          <LoadError message={item.error.message} onRetry={item.retry} />
        </>
      )}
      {ready && (
        <article className={layout.split}>
          <div className={layout.prose}>
            <h1>{ready.title}</h1>
            <p className={layout.lead}>{ready.summary}</p>
            {ready.body.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <img
            src={ready.image}
            alt={ready.imageAlt}
            width={600}
            height={400}
            className={styles.detailImage}
          />
        </article>
      )}
    </div>
  );
}
