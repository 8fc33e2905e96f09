import { AlumniPage } from '../features/alumni/alumni-page.tsx';

export default function Route() {
  return <AlumniPage />;
}
