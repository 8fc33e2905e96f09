import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useParams } from 'react-router-dom';
import { CourseRecord } from '../features/course-desk/course-record.tsx';
import { CourseDetail } from '../features/course-detail/course-detail.tsx';

/** /staff/courses/:id: a course's texts, publishing, preview and revisions (role content). */
export default function StaffCourseEditorPage() {
  usePageMeta({ title: 'Edit a course', description: 'The course editor of Aspire College & Trust.' });
  const id = useParams().id ?? '';
  // The preview draws the course page's own component (composed here: features do not import each other).
  return <CourseRecord key={id} id={id} Page={CourseDetail} />;
}
