import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './banner-carousel.module.css';
import { NARROW_BANNERS, SLIDE_INTERVAL_MS, WIDE_BANNERS } from './banners.ts';
import { useMediaQuery } from './use-media-query.ts';

/**
 * The home banner carousel: advances every 4 s and wraps, previous/next and dots, three narrow slides
 * under 768 px; it pauses while hovered or focused, when paused with its button, and for visitors who
 * prefer reduced motion. Every slide links to the admission form.
 */
export function BannerCarousel() {
  const narrow = useMediaQuery('(max-width: 767px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const slides = narrow ? NARROW_BANNERS : WIDE_BANNERS;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const current = index % slides.length;
  const rotating = !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, slides.length]);

  const go = (next: number) => setIndex((next + slides.length) % slides.length);

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
        style={{ aspectRatio: `${slides[0]!.width} / ${slides[0]!.height}` }}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
          <div
            key={slide.src}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            data-active={i === current}
            inert={i !== current}
          >
            <Link to="/admission-form">
              <img
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
              />
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
          {slides.map((slide, i) => (
            <button
              key={slide.src}
              type="button"
              className={styles.dot}
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
