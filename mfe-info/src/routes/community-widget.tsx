import { CommunityWidget } from '../features/home-community/community-widget.tsx';

export default function Route() {
  return <CommunityWidget />;
}
