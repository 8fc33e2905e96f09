import type { GalleryItem } from '@aspire/contracts/info';
import styles from './gallery.module.css';

/** A photograph as the viewer shows it: its caption under it. */
export const viewerImageOf = (item: GalleryItem) => ({
  id: item.id,
  src: item.image,
  alt: item.alt,
  caption: item.caption,
});

/** A photograph in the gallery's grid (its place `index` says how eagerly it loads); it opens the viewer. */
export function GalleryTile({
  item,
  index,
  onOpen,
}: {
  item: GalleryItem;
  index: number;
  onOpen: () => void;
}) {
  return (
    <button type="button" className={styles.thumb} onClick={onOpen}>
      <img
        src={item.image}
        alt={item.alt}
        width={800}
        height={600}
        loading={index > 7 ? 'lazy' : 'eager'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
    </button>
  );
}
