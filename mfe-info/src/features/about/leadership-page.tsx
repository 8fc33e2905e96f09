import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useQuery } from '@tanstack/react-query';
import { ListSection } from '../../components/list-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import styles from './about.module.css';
import { LeaderProfile } from './leader-profile.tsx';
import { leadershipQuery } from './queries.ts';

/** /leadership: the three office bearers of the Trust. */
export function LeadershipPage() {
  usePageMeta({
    title: 'Leadership',
    description:
      'The office bearers of Aspire College & Trust: Chairman, Managing Trustee and Secretary, and Treasurer.',
  });
  const leaders = useQuery(leadershipQuery());
  return (
    <>
      <PageHero
        title="Leadership"
        eyebrow="About Aspire"
        banner="people"
        intro="The Trust is led by three office bearers, who serve without salary and answer to the board of trustees."
      />
      <ListSection
        label="Office bearers"
        query={leaders}
        what="the office bearers"
        listClassName={styles.leaders}
      >
        {(leader, i) => <LeaderProfile key={leader.id} leader={leader} index={i} />}
      </ListSection>
    </>
  );
}
