import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useParams } from 'react-router-dom';
import { CourseRecord } from '../features/course-desk/course-record.tsx';
import { NewCourse } from '../features/course-desk/new-course.tsx';
import { CourseDetail } from '../features/course-detail/course-detail.tsx';

/**
 * /staff/courses/new: a new course; /staff/courses/:id: a course's texts, publishing, preview and
 * revisions (role content). Course ids are whole numbers, so no course is ever at `new`.
 */
export default function StaffCourseEditorPage() {
  const id = useParams().id ?? '';
  const isNew = id === 'new';
  usePageMeta({
    title: isNew ? 'New course' : 'Edit a course',
    description: 'The course editor of Aspire College & Trust.',
  });
  // The preview draws the course page's own component (composed here: features do not import each other).
  return isNew ? <NewCourse /> : <CourseRecord key={id} id={id} Page={CourseDetail} />;
}
