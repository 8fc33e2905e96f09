import type { Course } from '@aspire/contracts/catalog';
import { COURSE_SLUGS } from '@aspire/contracts/courses';
import {
  ADVANCE_ARABIC,
  AQEEDAH,
  BASIC_ARABIC,
  BBA,
  BIS,
  INHERITANCE,
  INTERMEDIATE_ARABIC,
  ISLAMIC_PSYCHOLOGY,
  KHULAFA,
  MIS,
  type Programme,
  PSYCHOLOGY,
  PUC,
  ZAKAH,
} from './programmes.ts';

export const MEDIA = '/api/catalog/media';
/** Generated art never changes under a URL; a new version of the art gets a new `v` segment. */
export const ART_VERSION = 'v1';

export const courseImage = (id: number) => `${MEDIA}/${ART_VERSION}/courses/${id}/banner.svg`;
export const certificateImage = (id: number) => `${MEDIA}/${ART_VERSION}/courses/${id}/certificate.svg`;
export const avatarImage = (name: string) =>
  `${MEDIA}/${ART_VERSION}/avatars/${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.svg`;
export const brochureUrl = (id: number) => `${MEDIA}/brochures/${id}.pdf`;

const online = (p: Programme, title: string): Programme => ({
  ...p,
  title,
  desc: `${p.desc} The online edition follows the same syllabus with live virtual classes, recorded lectures and an online tutor, so you can study from anywhere.`,
  programFee: [
    'Live online classes in the evening with recordings to catch up',
    ...p.programFee.filter((line) => !/campus|reading room|Library/i.test(line)),
    'Study from home with access to the learning portal',
  ],
});

const PROGRAMMES: Record<number, Programme> = {
  1: BIS,
  2: PSYCHOLOGY,
  3: MIS,
  4: PUC,
  5: BASIC_ARABIC,
  6: INTERMEDIATE_ARABIC,
  7: ADVANCE_ARABIC,
  8: ZAKAH,
  9: KHULAFA,
  10: INHERITANCE,
  11: AQEEDAH,
  12: ISLAMIC_PSYCHOLOGY,
  13: online(BIS, 'Bachelor of Islamic Studies (Online)'),
  14: online(PSYCHOLOGY, 'B.Sc. Psychology (Online)'),
  15: online(MIS, 'Master in Islamic Studies (Online)'),
  16: online(PUC, 'PUC / 12th Std (Online)'),
  17: BBA,
  18: online(BBA, 'BBA Online'),
};

/** The 18 courses of the catalogue (spec section 3), as first seeded. */
export const SEED_COURSES: Course[] = Object.entries(PROGRAMMES).map(([key, p]) => {
  const id = Number(key);
  return {
    id,
    title: p.title,
    desc: p.desc,
    duration: p.duration,
    location: 'Chennai | Bengaluru',
    ...(p.feature ? { feature: p.feature } : {}),
    language: '',
    offer: 'Financial Support',
    image: courseImage(id),
    certificate: certificateImage(id),
    certificateDesc: p.certificateDesc,
    slug: COURSE_SLUGS[id as keyof typeof COURSE_SLUGS],
    programFee: p.programFee,
    brochurePdf: brochureUrl(id),
    values: p.values,
    curriculum: p.curriculum,
    faculties: p.faculties.map((t, i) => ({ id: id * 10 + i + 1, ...t, img: avatarImage(t.name) })),
    reviews: p.reviews.map((r) => ({ image: avatarImage(r.name), ...r })),
  };
});
