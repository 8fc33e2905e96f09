import { CommunityPage } from '../features/community/community-page.tsx';

export default function Route() {
  return <CommunityPage />;
}
