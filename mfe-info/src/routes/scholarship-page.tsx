import { ScholarshipPage } from '../features/scholarship/scholarship-page.tsx';

export default function Route() {
  return <ScholarshipPage />;
}
