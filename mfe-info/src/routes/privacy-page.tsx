import { PrivacyPage } from '../features/legal/privacy-page.tsx';

export default function Route() {
  return <PrivacyPage />;
}
