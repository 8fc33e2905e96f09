import { SITE } from '@aspire/config/site';
import type { Course } from '@aspire/contracts/catalog';
import { admissionModeOf } from '@aspire/contracts/catalog-categories';
import { useSiteOrigin } from '@aspire/ui/page-meta.ts';

/** schema.org `Course` structured data of the detail page. */
export function CourseJsonLd({ course }: { course: Course }) {
  const origin = useSiteOrigin();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.desc,
    courseCode: `ASP-${String(course.id).padStart(3, '0')}`,
    url: `${origin}/course/${course.id}`,
    image: `${origin}${course.image}`,
    inLanguage: 'en-IN',
    provider: {
      '@type': 'CollegeOrUniversity',
      name: SITE.name,
      url: origin || undefined,
      email: SITE.email,
    },
    educationalCredentialAwarded: course.certificateDesc,
    syllabusSections: course.curriculum.map((block) => ({
      '@type': 'Syllabus',
      name: block.title,
      description: block.desc,
    })),
    offers: {
      '@type': 'Offer',
      category: course.offer || 'Paid',
      availability: 'https://schema.org/InStock',
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: admissionModeOf(course) === 'online' ? 'Online' : 'Onsite',
      location: course.location,
      ...(/\d+ months/.test(course.duration)
        ? { courseWorkload: `P${/(\d+) months/.exec(course.duration)?.[1]}M` }
        : {}),
    },
  };
  // `<` is escaped so that no text of the course can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
