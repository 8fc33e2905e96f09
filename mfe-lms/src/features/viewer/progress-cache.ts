import type { CourseDetail, ProgressItem, UnitProgress } from '@aspire/contracts/lms';

/** The course with each unit's completion as the service answered it after a change. */
export function withCompletedUnits(course: CourseDetail, progress: UnitProgress): CourseDetail {
  const done = new Set(progress.completedUnitIds);
  return {
    ...course,
    detail: {
      sections: course.detail.sections.map((section) => ({
        ...section,
        learningUnits: section.learningUnits.map((unit) => ({ ...unit, completed: done.has(unit.id) })),
      })),
    },
  };
}

/** The dashboard's list with this course's status and rate as the service answered them. */
export const withCourseProgress = (list: ProgressItem[], progress: UnitProgress): ProgressItem[] =>
  list.map((item) =>
    item.course_id === progress.course_id
      ? { ...item, status: progress.status, progress_rate: progress.progress_rate }
      : item,
  );
