import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useQuery } from '@tanstack/react-query';
import layout from '../../components/layout.module.css';
import { ListSection } from '../../components/list-section.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import styles from './about.module.css';
import { facultyQuery } from './queries.ts';

/** /faculties: faculty profiles with their qualifications. */
export function FacultiesPage() {
  usePageMeta({
    title: 'Our Faculties',
    description:
      'Meet the scholars, psychologists and business teachers of Aspire College, with their qualifications.',
  });
  const faculty = useQuery(facultyQuery());
  return (
    <>
      <PageHero
        title="Our Faculties"
        eyebrow="People of Aspire"
        banner="people"
        intro="Scholars trained in the classical sciences and teachers with university qualifications, who know their students by name."
      />
      <ListSection label="Faculty profiles" query={faculty} what="the faculty profiles">
        {(person, i) => (
          <article key={person.id} className={`${layout.card} ${styles.faculty}`} data-testid="faculty-card">
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
        )}
      </ListSection>
    </>
  );
}
