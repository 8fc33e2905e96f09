import { FacultiesPage } from '../features/about/faculties-page.tsx';

export default function Route() {
  return <FacultiesPage />;
}
