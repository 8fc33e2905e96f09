import type { Faculty } from '@aspire/contracts/info';
import layout from '../../components/layout.module.css';
import styles from './about.module.css';

/** A faculty member's profile with their qualifications (its place `index` says how eagerly it loads). */
export function FacultyCard({ person, index }: { person: Faculty; index: number }) {
  return (
    <article className={`${layout.card} ${styles.faculty}`} data-testid="faculty-card">
      <img
        src={person.image}
        alt={`Portrait of ${person.name}`}
        width={400}
        height={400}
        className={layout.cardImage}
        loading={index > 3 ? 'lazy' : 'eager'}
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
  );
}
