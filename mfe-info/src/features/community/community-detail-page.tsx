import { ApiFailure } from '@aspire/client/http';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import styles from './community.module.css';
import { CommunityArticle } from './community-tile.tsx';
import { communityQuery } from './queries.ts';

/** /community/:id: one initiative in full. */
export function CommunityDetailPage() {
  const { id = '' } = useParams();
  const valid = /^[a-z0-9][a-z0-9-]{0,79}$/.test(id);
  const item = useQuery(communityQuery(valid ? id : 'invalid-id'));
  const ready = item.data;
  const notFound = item.error instanceof ApiFailure && item.error.status === 404;
  usePageMeta({
    title: ready ? ready.title : 'Community initiative',
    description: ready ? ready.summary : 'A community initiative of Aspire College & Trust.',
    notFound,
  });
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <Link to="/community" className={styles.back}>
        ← All community initiatives
      </Link>
      {notFound ? (
        <>
          <h1>Initiative not found</h1>
          <p>We could not find that page. Please choose an initiative from the community page.</p>
        </>
      ) : (
        <>
          {/* A failed load still gives the page its heading. */}
          {item.isError && <h1>Community</h1>}
          <Resource query={item} what="the initiative">
            {(initiative) => <CommunityArticle initiative={initiative} />}
          </Resource>
        </>
      )}
    </div>
  );
}
