import { CommunityDetailPage } from '../features/community/community-detail-page.tsx';

export default function Route() {
  return <CommunityDetailPage />;
}
