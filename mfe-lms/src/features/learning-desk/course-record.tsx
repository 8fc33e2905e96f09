import { ApiFailure } from '@aspire/client/api-failure';
import { deskStyles as desk, useUrlFilters } from '@aspire/ui/desk.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { CourseEnrolments } from './course-enrolments.tsx';
import { CourseSettings } from './course-settings.tsx';
import { courseEnrolmentsQuery, UPDATING_POLL_MS } from './desk-api.ts';
import { EnrolForm } from './enrol-form.tsx';
import { FILTER_CHECKS, searchOf } from './enrolment-filters.ts';
import { useListFilters } from './list-link.ts';
import { monthsText, unitsText } from './offering-rows.tsx';

/** Whether the page was reached by adding the course (its page says so once). */
function useJustAdded() {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'added' in state && state.added === true;
}

/**
 * A course's page: its settings, a learner enrolled by e-mail, and its learners with their progress.
 * `courseId` is null when the address names no course id.
 */
export function CourseRecord({ courseId }: { courseId: number | null }) {
  const controls = useUrlFilters(FILTER_CHECKS);
  const course = useQuery({
    ...courseEnrolmentsQuery(courseId ?? 0, searchOf(controls.filters)),
    enabled: courseId !== null,
    placeholderData: keepPreviousData,
    // Its learners' progress being worked out again: the list and numbers move until they stand.
    refetchInterval: ({ state }) => (state.data?.offering.updating ? UPDATING_POLL_MS : false),
  });
  const back = `/staff/learning${useListFilters()}`;
  const added = useJustAdded();
  if (courseId === null || (course.error instanceof ApiFailure && course.error.status === 404))
    return (
      <div className={desk.desk}>
        <h1>Course not found</h1>
        <p>
          The learner area teaches no course at this address. <Link to={back}>Back to the courses</Link>
        </p>
      </div>
    );
  return (
    <div className={desk.desk}>
      <p>
        <Link to={back}>← Back to the courses</Link>
      </p>
      <Resource query={course} what="this course">
        {({ offering }) => (
          <>
            <div className={desk.head}>
              <h1>{offering.title}</h1>
              <p className={desk.muted}>
                Course {offering.courseId} · {offering.slug}, {unitsText(offering.units)} ·{' '}
                {monthsText(offering.months)}
              </p>
            </div>
            {added && (
              <p className={desk.saved} role="status">
                Course added.
              </p>
            )}
            {offering.updating && (
              <p className={desk.hint} role="status">
                Updating every learner’s progress for the course as it stands now: the figures and the list
                below follow as it goes.
              </p>
            )}
            <div className={desk.record}>
              <CourseSettings offering={offering} />
              <EnrolForm courseId={offering.courseId} />
            </div>
            <CourseEnrolments courseId={offering.courseId} controls={controls} />
          </>
        )}
      </Resource>
    </div>
  );
}
