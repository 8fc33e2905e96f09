import { mediaSrcSet, mediaVariant } from '@aspire/contracts/media-addresses';
import { useState } from 'react';
import styles from './products.module.css';

/** The product's pictures: a main image and thumbnails that change it. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className={styles.gallery}>
      <img
        src={current}
        srcSet={current ? mediaSrcSet(current) : undefined}
        sizes="(max-width: 767px) 100vw, 560px"
        alt={`${name} (view ${index + 1} of ${images.length})`}
        width={600}
        height={600}
        className={styles.mainImage}
        data-testid="gallery-main"
      />
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Pictures">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show picture ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={mediaVariant(image, 160)} alt="" width={88} height={88} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
