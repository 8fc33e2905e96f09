import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { ListSection } from '../../components/list-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import styles from './community.module.css';
import { communityListQuery } from './queries.ts';

/** /community: the college's community initiatives, each with its own page. */
export function CommunityPage() {
  usePageMeta({
    title: 'Community',
    description:
      'Aspire’s community initiatives: free fatwa service, workshops, neighbour events, Salam Centres and W Power.',
  });
  const items = useQuery(communityListQuery());
  return (
    <>
      <PageHero
        title="Our Community"
        eyebrow="Service beyond the classroom"
        banner="community"
        intro="Learning is meant to benefit people. These are the ways students, faculty and alumni of Aspire serve the wider community, free of charge."
      />
      <ListSection label="Community initiatives" query={items} what="initiatives">
        {(item) => (
          <article key={item.id} className={layout.card}>
            <Link to={`/community/${item.id}`} className={styles.cardLink}>
              <img
                src={item.image}
                alt={item.imageAlt}
                width={600}
                height={400}
                className={layout.cardImage}
              />
              <div className={layout.cardBody}>
                <h2>{item.title}</h2>
                <p className={layout.muted}>{item.summary}</p>
                <span className={styles.more} aria-hidden="true">
                  Read more →
                </span>
              </div>
            </Link>
          </article>
        )}
      </ListSection>
    </>
  );
}
