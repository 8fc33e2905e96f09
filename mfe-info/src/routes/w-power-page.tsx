import { WPowerPage } from '../features/w-power/w-power-page.tsx';

export default function Route() {
  return <WPowerPage />;
}
