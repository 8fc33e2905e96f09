import { ChairmanPage } from '../features/about/chairman-page.tsx';

export default function Route() {
  return <ChairmanPage />;
}
