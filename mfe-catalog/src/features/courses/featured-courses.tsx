import { LoadError, Loading } from '@aspire/ui/status.tsx';
import { Link } from 'react-router-dom';
import { useCourses } from '../../lib/catalog-api.ts';
import { CourseGrid } from './course-grid.tsx';
import styles from './courses.module.css';

/** The home page's course list: the first three courses and a link to all of them. */
export function FeaturedCourses() {
  const courses = useCourses('all', 3);
  return (
    <section className={styles.featured} aria-labelledby="featured-courses-heading">
      <div className={styles.featuredHead}>
        <div>
          <h2 id="featured-courses-heading">Our Courses</h2>
          <p>Degrees, diplomas and free courses, on campus in Chennai and Bengaluru and online.</p>
        </div>
        <Link className={styles.showAll} to="/courses">
          Show All Courses
        </Link>
      </div>
      {courses.status === 'loading' && <Loading label="Loading courses…" />}
      {courses.status === 'error' && (
        <LoadError error={courses.error} what="the courses" onRetry={courses.retry} />
      )}
      {courses.status === 'ready' && <CourseGrid courses={courses.data} eagerImages={0} />}
    </section>
  );
}
