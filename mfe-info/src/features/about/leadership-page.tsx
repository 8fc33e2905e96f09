import { leaderListSchema } from '@aspire/contracts/info';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { useInfo } from '../../lib/use-api.ts';
import styles from './about.module.css';

/** /leadership: the three office bearers of the Trust. */
export function LeadershipPage() {
  usePageMeta({
    title: 'Leadership',
    description:
      'The office bearers of Aspire College & Trust: Chairman, Managing Trustee and Secretary, and Treasurer.',
  });
  const leaders = useInfo('leadership', leaderListSchema);
  return (
    <>
      <PageHero
        title="Leadership"
        eyebrow="About Aspire"
        banner="people"
        intro="The Trust is led by three office bearers, who serve without salary and answer to the board of trustees."
      />
      <section className={layout.section} aria-label="Office bearers">
        <div className={layout.container}>
          {leaders.status === 'loading' && <Loading />}
          {leaders.status === 'error' && (
            <LoadError message={leaders.error.message} onRetry={leaders.retry} />
          )}
          {leaders.status === 'ready' && (
            <div className={styles.leaders}>
              {leaders.data.map((leader, i) => (
                <article key={leader.id} className={styles.leader}>
                  <img
                    src={leader.image}
                    alt={`Portrait of ${leader.name}`}
                    width={400}
                    height={400}
                    loading={i ? 'lazy' : 'eager'}
                  />
                  <div className={layout.prose}>
                    <h2>{leader.name}</h2>
                    <p className={styles.role}>{leader.title}</p>
                    {leader.message.map((p) => (
                      <p key={p.slice(0, 30)}>{p}</p>
                    ))}
                  </div>
                </article>
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
