import type { GalleryCategory } from '@aspire/contracts/info';
import { GALLERY_CATEGORIES } from '@aspire/contracts/info-values';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ImageViewer, useViewer } from '../../components/image-viewer.tsx';
import layout from '../../components/layout.module.css';
import { PageHero } from '../../components/page-hero.tsx';
import { GALLERY_CATEGORY_LABELS } from '../../lib/gallery-categories.ts';
import styles from './gallery.module.css';
import { GalleryTile, viewerImageOf } from './gallery-tile.tsx';
import { galleryQuery } from './queries.ts';

const FILTERS: { value: GalleryCategory | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  ...GALLERY_CATEGORIES.map((value) => ({ value, label: GALLERY_CATEGORY_LABELS[value] })),
];

/** /gallery: filter buttons (All by default), four columns of images, the full-screen viewer. */
export function GalleryPage() {
  usePageMeta({
    title: 'Gallery',
    description: 'Photographs of the Aspire campuses, online learning, Peace Expo and workshops.',
  });
  const [filter, setFilter] = useState<GalleryCategory | 'all'>('all');
  const gallery = useQuery(galleryQuery());
  const items = (gallery.data ?? []).filter((g) => filter === 'all' || g.category === filter);
  const viewer = useViewer(items.length);
  const images = items.map(viewerImageOf);

  return (
    <>
      <PageHero
        title="Gallery"
        eyebrow="Life at Aspire"
        banner="gallery"
        intro="Moments from our campuses, our online classes, Peace Expo and the free workshops we hold for the community."
      />
      <section className={layout.section} aria-label="Photographs">
        <div className={layout.container}>
          <div className={styles.toolbar}>
            <fieldset className={layout.pills}>
              <legend className="visually-hidden">Filter photographs</legend>
              {FILTERS.map((f) => (
                <button
                  key={f.value}
                  type="button"
                  className={layout.pill}
                  aria-pressed={filter === f.value}
                  onClick={() => setFilter(f.value)}
                >
                  {f.label}
                </button>
              ))}
            </fieldset>
            <button
              type="button"
              className={layout.buttonOutline}
              onClick={() => viewer.show(viewer.index)}
              disabled={items.length === 0}
            >
              View as slideshow
            </button>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {gallery.isSuccess ? `${items.length} photographs shown` : ''}
          </p>
          {/* The grid shows `items` (the filter applied), which the viewer shares. */}
          <Resource query={gallery} what="photographs">
            {() => (
              <ul className={styles.grid} data-testid="gallery-grid">
                {items.map((item, i) => (
                  <li key={item.id}>
                    <GalleryTile item={item} index={i} onOpen={() => viewer.show(i)} />
                  </li>
                ))}
              </ul>
            )}
          </Resource>
        </div>
      </section>
      <ImageViewer images={images} viewer={viewer} label="Gallery viewer" />
    </>
  );
}
