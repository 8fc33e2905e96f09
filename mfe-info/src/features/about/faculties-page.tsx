import { facultyListSchema } from '@aspire/contracts/info';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { useInfo } from '../../lib/use-api.ts';
import styles from './about.module.css';

/** /faculties: faculty profiles with their qualifications. */
export function FacultiesPage() {
  usePageMeta({
    title: 'Our Faculties',
    description:
      'Meet the scholars, psychologists and business teachers of Aspire College, with their qualifications.',
  });
  const faculty = useInfo('faculty', facultyListSchema);
  return (
    <>
      <PageHero
        title="Our Faculties"
        eyebrow="People of Aspire"
        banner="people"
        intro="Scholars trained in the classical sciences and teachers with university qualifications, who know their students by name."
      />
      <section className={layout.section} aria-label="Faculty profiles">
        <div className={layout.container}>
          {faculty.status === 'loading' && <Loading />}
          {faculty.status === 'error' && (
            <LoadError message={faculty.error.message} onRetry={faculty.retry} />
          )}
          {faculty.status === 'ready' && (
            <div className={layout.grid}>
              {faculty.data.map((person, i) => (
                <article
                  key={person.id}
                  className={`${layout.card} ${styles.faculty}`}
                  data-testid="faculty-card"
                >
                  <img
                    src={person.image}
                    alt={`Portrait of ${person.name}`}
                    width={400}
                    height={400}
                    className={layout.cardImage}
                    loading={i > 3 ? 'lazy' : 'eager'}
                  />
                  <div className={layout.cardBody}>
                    <span className={styles.dept}>{person.department}</span>
                    <h2>{person.name}</h2>
                    <p className={layout.muted}>
                      {person.designation} · {person.experience} of teaching
                    </p>
                    <ul className={styles.qualifications} aria-label={`Qualifications of ${person.name}`}>
                      {person.qualifications.map((q) => (
                        <li key={q}>{q}</li>
                      ))}
                    </ul>
                    <p>{person.about}</p>
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
