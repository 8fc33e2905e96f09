import { MagazinesPage } from '../features/magazines/magazines-page.tsx';

export default function Route() {
  return <MagazinesPage />;
}
