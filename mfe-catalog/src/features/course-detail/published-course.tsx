import type { Course } from '@aspire/contracts/catalog';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { CourseDetail } from './course-detail.tsx';
import { CourseJsonLd } from './course-json-ld.tsx';

const excerpt = (text: string, max = 155) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

/**
 * `/course/{id}`: the published course, with the page's title and description and its schema.org data
 * made from the same answer, so a published edit reaches all three.
 */
export function PublishedCourse({ course }: { course: Course }) {
  usePageMeta({ title: course.title, description: excerpt(course.desc) });
  return (
    <>
      <CourseJsonLd course={course} />
      <CourseDetail course={course} />
    </>
  );
}
