import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useParams } from 'react-router-dom';
import { CourseRecord } from '../features/learning-desk/course-record.tsx';

/** A catalogue course id as an address writes it; anything else names no course. */
const courseIdOf = (param: string | undefined) => (param && /^\d{1,5}$/.test(param) ? Number(param) : null);

/** /staff/learning/:courseId: one course's settings and learners (role learning). */
export default function StaffCoursePage() {
  const courseId = courseIdOf(useParams().courseId);
  usePageMeta({
    title: 'Course learners',
    description: 'A course of the Aspire learning area and its learners.',
  });
  return <CourseRecord key={courseId} courseId={courseId} />;
}
