import { GalleryPage } from '../features/gallery/gallery-page.tsx';

export default function Route() {
  return <GalleryPage />;
}
