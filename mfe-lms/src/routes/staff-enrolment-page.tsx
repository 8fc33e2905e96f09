import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useParams } from 'react-router-dom';
import { EnrolmentRecord } from '../features/learning-desk/enrolment-record.tsx';

/** /staff/learning/enrolments/:id: one learner's enrolment in a course (role learning). */
export default function StaffEnrolmentPage() {
  const id = useParams().id ?? '';
  usePageMeta({
    title: 'Enrolment',
    description: 'A learner’s enrolment in a course of the Aspire learning area.',
  });
  return <EnrolmentRecord key={id} id={id} />;
}
