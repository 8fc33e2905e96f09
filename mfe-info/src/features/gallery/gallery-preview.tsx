import type { GalleryItem } from '@aspire/contracts/info';
import { ImageViewer, useViewer } from '../../components/image-viewer.tsx';
import styles from './gallery.module.css';
import { GalleryTile, viewerImageOf } from './gallery-tile.tsx';

/** The photograph as the gallery shows it: its tile in the grid, which opens the viewer with its caption. */
export function GalleryPreview({ item }: { item: GalleryItem }) {
  const viewer = useViewer(1);
  return (
    <>
      <ul className={styles.grid}>
        <li>
          <GalleryTile item={item} index={0} onOpen={() => viewer.show(0)} />
        </li>
      </ul>
      <ImageViewer images={[viewerImageOf(item)]} viewer={viewer} label="Gallery viewer" />
    </>
  );
}
