import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { ChairmanMessage } from './leader-profile.tsx';
import { leadershipQuery } from './queries.ts';

/** /chairman: the Chairman's photo and message. */
export function ChairmanPage() {
  usePageMeta({
    title: 'Chairman’s Message',
    description:
      'A message from the Chairman of Aspire College & Trust on the purpose and future of the college.',
  });
  const leaders = useQuery(leadershipQuery());
  return (
    <>
      <PageHero title="Chairman’s Message" eyebrow="About Aspire" banner="people" />
      <section className={layout.section} aria-label="Message">
        <div className={layout.container}>
          <Resource query={leaders} what="the Chairman’s message">
            {(list) => {
              const chairman = list.find((leader) => leader.role === 'chairman');
              return chairman && <ChairmanMessage chairman={chairman} />;
            }}
          </Resource>
        </div>
      </section>
    </>
  );
}
