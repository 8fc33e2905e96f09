import { AspireCommunityPage } from '../features/aspire-community/aspire-community-page.tsx';

export default function Route() {
  return <AspireCommunityPage />;
}
