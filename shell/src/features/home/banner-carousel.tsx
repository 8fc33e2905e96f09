import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './banner-carousel.module.css';
import { BANNERS, NARROW, SLIDE_INTERVAL_MS } from './banners.ts';
import { useMediaQuery } from './use-media-query.ts';

/**
 * The home banner carousel: advances every 4 s and wraps, previous/next and dots, three narrow slides
 * under 768 px; it pauses while hovered or focused, when paused with its button, and for visitors who
 * prefer reduced motion. Every slide links to the admission form.
 *
 * Its HTML is the same at every width (a server-rendered page knows no screen): each slide's art is a
 * `<picture>` whose source the browser picks, and the slides and dots without narrow art are hidden
 * under 768 px by the style sheet; the width only decides how far the rotation goes.
 */
export function BannerCarousel() {
  const narrow = useMediaQuery(NARROW);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = narrow ? BANNERS.filter((banner) => banner.narrow).length : BANNERS.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const current = index % count;
  const rotating = !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number) => setIndex((next + count) % count);
  const first = BANNERS[0]!;

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
            '--wide-ratio': `${first.wide.width} / ${first.wide.height}`,
            '--narrow-ratio': `${first.narrow!.width} / ${first.narrow!.height}`,
          } as CSSProperties
        }
      >
        {BANNERS.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
          <div
            key={slide.wide.src}
            className={slide.narrow ? styles.slide : `${styles.slide} ${styles.wideOnly}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            data-active={i === current}
            inert={i !== current}
          >
            <Link to="/admission-form">
              <picture>
                {slide.narrow && (
                  <source
                    media="(min-width: 768px)"
                    srcSet={slide.wide.src}
                    width={slide.wide.width}
                    height={slide.wide.height}
                  />
                )}
                <img
                  src={(slide.narrow ?? slide.wide).src}
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
          {BANNERS.map((slide, i) => (
            <button
              key={slide.wide.src}
              type="button"
              className={slide.narrow ? styles.dot : `${styles.dot} ${styles.wideOnly}`}
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
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
