/** The home carousel's slides: four wide banners, and three narrow ones under 768 px (spec section 2). */
export type Banner = { src: string; alt: string; width: number; height: number };

export const WIDE_BANNERS: Banner[] = [
  {
    src: '/assets/banners/islamic-studies-wide.svg',
    alt: 'Admissions open 2023–24: Bachelor of Islamic Studies, three years on campus in Chennai and Bengaluru, or online. Apply now.',
    width: 1600,
    height: 600,
  },
  {
    src: '/assets/banners/psychology-wide.svg',
    alt: 'B.Sc. Psychology with an Islamic lens, six semesters on campus: understand the mind, serve the community. Apply now.',
    width: 1600,
    height: 600,
  },
  {
    src: '/assets/banners/bba-wide.svg',
    alt: 'New: Bachelor of Business Administration on campus and online, business with ethics at its heart. Apply now.',
    width: 1600,
    height: 600,
  },
  {
    src: '/assets/banners/arabic-wide.svg',
    alt: 'Arabic diplomas from basic to advanced: read Arabic with confidence in twelve months. Apply now.',
    width: 1600,
    height: 600,
  },
];

export const NARROW_BANNERS: Banner[] = [
  { ...WIDE_BANNERS[0]!, src: '/assets/banners/islamic-studies-narrow.svg', width: 720, height: 960 },
  { ...WIDE_BANNERS[1]!, src: '/assets/banners/psychology-narrow.svg', width: 720, height: 960 },
  { ...WIDE_BANNERS[2]!, src: '/assets/banners/bba-narrow.svg', width: 720, height: 960 },
];

export const SLIDE_INTERVAL_MS = 4_000;
