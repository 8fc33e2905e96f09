import { ApiFailure } from '@aspire/client/http';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { Loading } from '@aspire/ui/status.tsx';
import { useParams } from 'react-router-dom';
import { CourseNotFound } from '../features/course-detail/course-not-found.tsx';
import { PublishedCourse } from '../features/course-detail/published-course.tsx';
import { parseCourseId, useCourse } from '../lib/catalog-api.ts';

function Pending() {
  usePageMeta({ title: 'Course', description: 'Course details at Aspire College & Trust.' });
  return <Loading label="Loading the course…" />;
}

export default function CoursePage() {
  const id = parseCourseId(useParams().id);
  const course = useCourse(id);
  if (id === null || (course.error instanceof ApiFailure && course.error.status === 404))
    return <CourseNotFound />;
  return (
    <Resource query={course} what="this course" placeholder={<Pending />}>
      {(data) => <PublishedCourse course={data} />}
    </Resource>
  );
}
