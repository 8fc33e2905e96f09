import type { HomeBanner, SizedPicture } from '@aspire/contracts/home';
import { mediaSrcSet } from '@aspire/contracts/media-addresses';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './banner-carousel.module.css';
import { DEFAULT_RATIOS, NARROW, SLIDE_INTERVAL_MS } from './banners.ts';
import { useMediaQuery } from './use-media-query.ts';

const ratioOf = (picture: SizedPicture | undefined, fallback: string) =>
  picture ? `${picture.width} / ${picture.height}` : fallback;

/** The carousel's space, held while its slides load. */
export function CarouselPlaceholder() {
  return (
    <div
      className={styles.carousel}
      style={
        { '--wide-ratio': DEFAULT_RATIOS.wide, '--narrow-ratio': DEFAULT_RATIOS.narrow } as CSSProperties
      }
    >
      <div className={styles.slides} />
    </div>
  );
}

/**
 * The home banner carousel (the slides the web editors published): advances every 4 s and wraps,
 * previous/next and dots, under 768 px only the slides with a phone picture; it pauses while hovered or
 * focused, when paused with its button, and for visitors who prefer reduced motion. Every slide links to
 * the admission form.
 *
 * Its HTML is the same at every width (a server-rendered page knows no screen): each slide's art is a
 * `<picture>` whose source the browser picks, and the slides and dots without narrow art are hidden
 * under 768 px by the style sheet; the width only decides how far the rotation goes.
 */
export function BannerCarousel({ banners }: { banners: HomeBanner[] }) {
  const narrow = useMediaQuery(NARROW);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // The slides this screen shows, by their index in `banners`.
  const shown = banners.flatMap((banner, i) => (!narrow || banner.narrow ? [i] : []));
  const count = Math.max(shown.length, 1);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const current = index % count;
  const active = shown[current];
  const rotating = !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number) => setIndex((next + count) % count);
  if (banners.length === 0) return null;
  const first = banners[0]!;

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Admissions highlights"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={styles.slides}
        aria-live={rotating ? 'off' : 'polite'}
        style={
          {
            '--wide-ratio': ratioOf(first.wide, DEFAULT_RATIOS.wide),
            '--narrow-ratio': ratioOf(banners.find((banner) => banner.narrow)?.narrow, DEFAULT_RATIOS.narrow),
          } as CSSProperties
        }
      >
        {banners.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
          <div
            key={slide.wide.src}
            className={slide.narrow ? styles.slide : `${styles.slide} ${styles.wideOnly}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${shown.indexOf(i) + 1} of ${count}`}
            data-active={i === active}
            inert={i !== active}
          >
            <Link to="/admission-form">
              <picture>
                {slide.narrow && (
                  <source
                    media="(min-width: 768px)"
                    srcSet={mediaSrcSet(slide.wide.src) ?? slide.wide.src}
                    sizes="100vw"
                    width={slide.wide.width}
                    height={slide.wide.height}
                  />
                )}
                <img
                  src={(slide.narrow ?? slide.wide).src}
                  srcSet={mediaSrcSet((slide.narrow ?? slide.wide).src)}
                  sizes="100vw"
                  alt={slide.alt}
                  width={(slide.narrow ?? slide.wide).width}
                  height={(slide.narrow ?? slide.wide).height}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                />
              </picture>
            </Link>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => go(current - 1)}
          aria-label="Previous slide"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className={styles.dots}>
          {banners.map((slide, i) => (
            <button
              key={slide.wide.src}
              type="button"
              className={slide.narrow ? styles.dot : `${styles.dot} ${styles.wideOnly}`}
              aria-label={`Show slide ${shown.indexOf(i) + 1}`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => go(shown.indexOf(i))}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => go(current + 1)}
          aria-label="Next slide"
        >
          <span aria-hidden="true">›</span>
        </button>
        {!reducedMotion && (
          <button
            type="button"
            className={styles.pause}
            aria-label={stopped ? 'Play slides' : 'Pause slides'}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? 'Play' : 'Pause'}
          </button>
        )}
      </div>
    </section>
  );
}
