import { FeaturedCourses } from '../features/courses/featured-courses.tsx';

/** Home page widget: the first three courses with Show All Courses. */
export default function FeaturedCoursesWidget() {
  return <FeaturedCourses />;
}
