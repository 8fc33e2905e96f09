import { GlancePage } from '../features/about/glance-page.tsx';

export default function Route() {
  return <GlancePage />;
}
