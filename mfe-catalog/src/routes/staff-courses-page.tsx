import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { CoursesDeskList } from '../features/course-desk/courses-desk-list.tsx';

/** /staff/courses: every course with its state (role content; the shell's staff frame guards it). */
export default function StaffCoursesPage() {
  usePageMeta({ title: 'Courses', description: 'The course editor of Aspire College & Trust.' });
  return <CoursesDeskList />;
}
