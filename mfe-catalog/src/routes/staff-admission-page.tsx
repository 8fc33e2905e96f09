import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { useParams } from 'react-router-dom';
import { AdmissionRecord } from '../features/admissions-desk/admission-record.tsx';

/** /staff/admissions/:id: one application, enquiry or message, worked from the desk. */
export default function StaffAdmissionPage() {
  usePageMeta({ title: 'Admissions record', description: 'A record of the admissions desk.' });
  const id = useParams().id ?? '';
  return <AdmissionRecord key={id} id={id} />;
}
