/**
 * The home carousel's slides: four wide banners, and three narrow ones under 768 px (spec section 2).
 * A slide without narrow art is left out under 768 px.
 */
export type Art = { src: string; width: number; height: number };
export type Banner = { alt: string; wide: Art; narrow?: Art };

const wide = (name: string): Art => ({ src: `/assets/banners/${name}-wide.svg`, width: 1600, height: 600 });
const narrow = (name: string): Art => ({
  src: `/assets/banners/${name}-narrow.svg`,
  width: 720,
  height: 960,
});

export const BANNERS: Banner[] = [
  {
    alt: 'Admissions open 2023–24: Bachelor of Islamic Studies, three years on campus in Chennai and Bengaluru, or online. Apply now.',
    wide: wide('islamic-studies'),
    narrow: narrow('islamic-studies'),
  },
  {
    alt: 'B.Sc. Psychology with an Islamic lens, six semesters on campus: understand the mind, serve the community. Apply now.',
    wide: wide('psychology'),
    narrow: narrow('psychology'),
  },
  {
    alt: 'New: Bachelor of Business Administration on campus and online, business with ethics at its heart. Apply now.',
    wide: wide('bba'),
    narrow: narrow('bba'),
  },
  {
    alt: 'Arabic diplomas from basic to advanced: read Arabic with confidence in twelve months. Apply now.',
    wide: wide('arabic'),
  },
];

/** The media query of the narrow art; the CSS module's narrow rules use the same width. */
export const NARROW = '(max-width: 767px)';

export const SLIDE_INTERVAL_MS = 4_000;
