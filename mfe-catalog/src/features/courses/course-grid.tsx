import type { CourseSummary } from '@aspire/contracts/catalog';
import { useEnrolledSlugs } from '../../lib/catalog-api.ts';
import { CourseCard } from './course-card.tsx';
import styles from './courses.module.css';

/** The cards of one list; courses the signed-in learner is enrolled in lead to the LMS instead. */
export function CourseGrid({
  courses,
  headingLevel,
}: {
  courses: CourseSummary[];
  headingLevel?: 'h2' | 'h3';
}) {
  const enrolled = useEnrolledSlugs();
  return (
    <ul className={styles.grid}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            enrolled={enrolled.has(course.slug)}
            eager={index < 3}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
