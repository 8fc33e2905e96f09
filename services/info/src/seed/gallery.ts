import type { GalleryCategory, GalleryItem } from '@aspire/contracts/info';

const ITEMS: [GalleryCategory, string, string][] = [
  ['campus', 'The arched entrance of the Chennai campus at sunrise', 'Chennai campus entrance'],
  ['campus', 'Students walking through the central courtyard between lectures', 'The central courtyard'],
  ['campus', 'Reading tables in the new library wing', 'Library reading room'],
  ['campus', 'The prayer hall with its tiled mihrab', 'Prayer hall'],
  ['campus', 'A lecture in the Bengaluru centre classroom', 'Bengaluru classroom'],
  ['elearning', 'A lecturer recording an online Arabic lesson in the studio', 'Recording studio'],
  ['elearning', 'Learners joining a live online class from home', 'Live online class'],
  ['peaceexpo', 'Visitors at the Qur’an stall of Peace Expo', 'Qur’an stall'],
  ['peaceexpo', 'A student explaining Islamic contributions to astronomy', 'Science of the stars'],
  ['peaceexpo', 'Families reading the exhibition panels', 'Exhibition panels'],
  ['peaceexpo', 'A calligraphy corner writing visitors’ names in Arabic', 'Calligraphy corner'],
  ['peaceexpo', 'Neighbours sharing tea and questions at the hospitality desk', 'Hospitality desk'],
  ['peaceexpo', 'The life of the Prophet (peace be upon him) timeline walk', 'Seerah timeline walk'],
  ['peaceexpo', 'Volunteers of Peace Expo in their team shirts', 'Volunteer team'],
  ['peaceexpo', 'Evening talk on the main stage', 'Evening talk'],
  ['workshop', 'Parents at a free workshop on raising teenagers', 'Parenting workshop'],
  ['workshop', 'A stress management workshop by psychology faculty', 'Stress management workshop'],
];

/** The 17 gallery images (5 campus, 2 e-learning, 8 Peace Expo, 2 workshop). */
export function galleryDocuments(): (GalleryItem & { order: number })[] {
  const counters: Record<string, number> = {};
  return ITEMS.map(([category, alt, caption], order) => {
    counters[category] = (counters[category] ?? 0) + 1;
    const id = `${category}-${counters[category]}`;
    return { id, category, alt, caption, image: `/api/info/media/gallery/${id}.svg`, order };
  });
}
