import { useParams } from 'react-router-dom';
import { RequireLearner } from '../components/require-learner.tsx';
import { CourseViewer } from '../features/viewer/course-viewer.tsx';

/** `/lms/:slug`: the course viewer (its page meta names the course); signed-out visitors sign in first. */
export default function ViewerPage() {
  const { slug = '' } = useParams();
  return (
    <RequireLearner>
      <CourseViewer slug={slug} />
    </RequireLearner>
  );
}
