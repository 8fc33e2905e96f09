import { LeadershipPage } from '../features/about/leadership-page.tsx';

export default function Route() {
  return <LeadershipPage />;
}
