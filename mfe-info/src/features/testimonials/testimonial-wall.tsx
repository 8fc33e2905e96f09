import type { TestimonialImage } from '@aspire/contracts/info';
import { ImageViewer, useViewer } from '../../components/image-viewer.tsx';
import styles from './testimonials.module.css';

/** The wall of thanks: its pictures in three columns, each opening the gallery's viewer. */
export function TestimonialWall({ images }: { images: readonly TestimonialImage[] }) {
  const viewer = useViewer(images.length);
  return (
    <>
      <ul className={`${styles.wall} ${styles.wallList}`} data-testid="testimonial-wall">
        {images.map((image, i) => (
          <li key={image.id}>
            <button type="button" className={styles.thumb} onClick={() => viewer.show(i)}>
              <img src={image.image} alt={image.alt} width={600} height={500} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <ImageViewer
        images={images.map((t) => ({ id: t.id, src: t.image, alt: t.alt, caption: t.alt }))}
        viewer={viewer}
        label="Testimonial images viewer"
      />
    </>
  );
}
