import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { RequireLearner } from '../components/require-learner.tsx';
import { ProgressDashboard } from '../features/dashboard/progress-dashboard.tsx';

/** `/course/progress`: the learner's dashboard; signed-out visitors sign in first and come back. */
export default function ProgressPage() {
  usePageMeta({
    title: 'My courses',
    description: 'Your Aspire courses in progress and completed, with your overall progress in each.',
  });
  return (
    <RequireLearner>
      <ProgressDashboard />
    </RequireLearner>
  );
}
