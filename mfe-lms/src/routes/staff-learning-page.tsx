import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { CoursesList } from '../features/learning-desk/courses-list.tsx';

/** /staff/learning: the enrolments desk's courses (role learning; the shell's staff frame guards it). */
export default function StaffLearningPage() {
  usePageMeta({ title: 'Learning', description: 'The enrolments desk of the Aspire learning area.' });
  return <CoursesList />;
}
