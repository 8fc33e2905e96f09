import type { Course } from '@aspire/contracts/catalog';
import { Resource } from '@aspire/ui/resource.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styles from './application-form.module.css';

const modeLabel = ({ category }: Course) =>
  category === 'online' ? 'Online' : category === 'free' ? 'Free course' : 'On campus';

/** The course the form's link names (`?course=2`); a course that cannot be read is sent without. */
export function ChosenCourse({ course }: { course: UseQueryResult<Course> }) {
  return (
    <div className={styles.course} aria-live="polite">
      {course.isError ? (
        <p>
          The course in this link was not found. Your form will be sent without a course;{' '}
          <Link to="/courses">choose a course</Link> or tell us in your message.
        </p>
      ) : (
        <Resource query={course} what="the chosen course" placeholder={<p>Loading the chosen course…</p>}>
          {(chosen) => (
            <p>
              <span className={styles.courseLabel}>Course</span>
              <strong data-testid="chosen-course">{chosen.title}</strong>
              <span>
                {modeLabel(chosen)} · {chosen.location} · {chosen.duration}
              </span>
            </p>
          )}
        </Resource>
      )}
    </div>
  );
}
