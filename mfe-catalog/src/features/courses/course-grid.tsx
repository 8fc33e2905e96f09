import type { CourseSummary } from '@aspire/contracts/catalog';
import { useEnrolledSlugs } from '../../lib/catalog-api.ts';
import { CourseCard } from './course-card.tsx';
import styles from './courses.module.css';

/**
 * The cards of one list; courses the signed-in learner is enrolled in lead to the LMS instead. The first
 * `eagerImages` cards (the first row of a page that opens with the list) load their art at once.
 */
export function CourseGrid({
  courses,
  headingLevel,
  eagerImages = 3,
}: {
  courses: CourseSummary[];
  headingLevel?: 'h2' | 'h3';
  eagerImages?: number;
}) {
  const enrolled = useEnrolledSlugs();
  return (
    <ul className={styles.grid}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard
            course={course}
            enrolled={enrolled.has(course.slug)}
            eager={index < eagerImages}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
