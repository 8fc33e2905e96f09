import { EXTERNAL_LINKS } from '@aspire/config/site';
import { useEffect, useState } from 'react';
import layout from '../../components/layout.module.css';
import styles from './community-widget.module.css';

const TILES = [
  {
    href: '/salam-centre-franchise',
    title: 'Aspire Salam Centre Franchise',
    text: 'Open a study centre in your town',
    image: 'franchise',
  },
  { href: '/w-power', title: 'W Power', text: 'Our community for women', image: 'w-power' },
  { href: EXTERNAL_LINKS.forums, title: 'Forum', text: 'Ask, discuss and learn together', image: 'forum' },
  { href: '/magazines', title: 'Magazines', text: 'Monthly issues to read online', image: 'magazines' },
] as const;

const ADVANCE_MS = 2_000;

function useMedia(query: string) {
  const [matches, setMatches] = useState(
    () => typeof window !== 'undefined' && window.matchMedia(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/**
 * Home page: four community tiles, each opening in a new window. At 768 px or less they become a
 * carousel that advances every 2 seconds, pausing on hover, on focus, when asked, and for reduced motion.
 */
export function CommunityWidget() {
  const narrow = useMedia('(max-width: 768px)');
  const reducedMotion = useMedia('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const running = narrow && !reducedMotion && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % TILES.length), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <section className={layout.section} aria-labelledby="home-community-title">
      <div className={layout.container}>
        <h2 id="home-community-title" className={layout.sectionTitle}>
          Aspire Community
        </h2>
        <section
          className={styles.viewport}
          aria-roledescription={narrow ? 'carousel' : undefined}
          aria-label="Aspire Community tiles"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <ul
            className={styles.tiles}
            data-testid="community-tiles"
            data-active={narrow ? index : undefined}
            style={narrow ? { transform: `translateX(-${index * 100}%)` } : undefined}
            aria-live={narrow && !running ? 'polite' : 'off'}
          >
            {TILES.map((tile, i) => {
              const hidden = narrow && i !== index;
              return (
                <li
                  key={tile.href}
                  aria-roledescription={narrow ? 'slide' : undefined}
                  aria-label={narrow ? `${i + 1} of ${TILES.length}` : undefined}
                  aria-hidden={hidden || undefined}
                  inert={hidden}
                >
                  <a className={styles.tile} href={tile.href} target="_blank" rel="noopener noreferrer">
                    <img
                      src={`/api/info/media/tiles/${tile.image}.svg`}
                      alt=""
                      width={600}
                      height={400}
                      loading="lazy"
                    />
                    <span className={styles.label}>
                      <strong>{tile.title}</strong>
                      <span>{tile.text}</span>
                      <span className="visually-hidden">(opens in a new window)</span>
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
          {narrow && (
            <div className={styles.controls}>
              <button type="button" className={styles.pause} onClick={() => setStopped((s) => !s)}>
                {stopped ? 'Play' : 'Pause'}
                <span className="visually-hidden"> the community carousel</span>
              </button>
              {TILES.map((tile, i) => (
                <button
                  key={tile.href}
                  type="button"
                  className={styles.dot}
                  aria-label={`Show ${tile.title}`}
                  aria-current={i === index}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </section>
  );
}
