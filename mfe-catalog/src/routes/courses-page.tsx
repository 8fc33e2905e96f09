import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { PageBanner } from '../components/page-banner.tsx';
import { CourseCatalogue } from '../features/courses/course-catalogue.tsx';

export default function CoursesPage() {
  usePageMeta({
    title: 'All Courses',
    description:
      'On-campus, online, diploma and free courses at Aspire College & Trust: Islamic Studies, Psychology, BBA, Arabic and PUC in Chennai and Bengaluru.',
  });
  return (
    <>
      <PageBanner eyebrow="Aspire College & Trust" title="All Courses">
        <p>
          Degrees, diplomas and free courses in Islamic Studies, Psychology, Business Administration and
          Arabic: on campus in Chennai and Bengaluru, or online from wherever you are.
        </p>
      </PageBanner>
      <CourseCatalogue />
    </>
  );
}
