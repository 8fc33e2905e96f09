import { leaderListSchema } from '@aspire/contracts/info';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { useInfo } from '../../lib/use-api.ts';
import styles from './about.module.css';

/** /chairman: the Chairman's photo and message. */
export function ChairmanPage() {
  usePageMeta({
    title: 'Chairman’s Message',
    description:
      'A message from the Chairman of Aspire College & Trust on the purpose and future of the college.',
  });
  const leaders = useInfo('leadership', leaderListSchema);
  const chairman = leaders.status === 'ready' ? leaders.data.find((l) => l.role === 'chairman') : undefined;
  return (
    <>
      <PageHero title="Chairman’s Message" eyebrow="About Aspire" banner="people" />
      <section className={layout.section} aria-label="Message">
        <div className={layout.container}>
          {leaders.status === 'loading' && <Loading />}
          {leaders.status === 'error' && (
            <LoadError message={leaders.error.message} onRetry={leaders.retry} />
          )}
          {chairman && (
            <div className={styles.leader}>
              <img
                src={chairman.image}
                alt={`Portrait of ${chairman.name}`}
                width={400}
                height={400}
                className={styles.portrait}
              />
              <div className={`${layout.prose} ${styles.message}`}>
                {chairman.message.map((p) => (
                  <p key={p.slice(0, 30)}>{p}</p>
                ))}
                <p className={styles.signature}>{chairman.name}</p>
                <p className={styles.role}>{chairman.title}</p>
              </div>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
