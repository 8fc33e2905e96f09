import { Resource } from '@aspire/ui/resource.tsx';
import { Loading } from '@aspire/ui/status.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { coursesQuery } from '../../lib/catalog-api.ts';
import { CourseGrid } from './course-grid.tsx';
import styles from './courses.module.css';

/** The home page's course list: the first three courses and a link to all of them. */
export function FeaturedCourses() {
  const courses = useQuery(coursesQuery('all', 3));
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
      <Resource query={courses} what="the courses" placeholder={<Loading label="Loading courses…" />}>
        {(list) => <CourseGrid courses={list} eagerImages={0} />}
      </Resource>
    </section>
  );
}
