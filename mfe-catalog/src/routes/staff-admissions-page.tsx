import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { AdmissionsInbox } from '../features/admissions-desk/admissions-inbox.tsx';

/** /staff/admissions: the admissions desk's inbox (role admissions; the shell's staff frame guards it). */
export default function StaffAdmissionsPage() {
  usePageMeta({ title: 'Admissions', description: 'The admissions desk of Aspire College & Trust.' });
  return <AdmissionsInbox />;
}
