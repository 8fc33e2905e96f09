import type { GalleryCategory } from '@aspire/contracts/info';

/** The gallery's categories as its filters and the content desk name them. */
export const GALLERY_CATEGORY_LABELS: Record<GalleryCategory, string> = {
  campus: 'Campus',
  elearning: 'E-Learning',
  peaceexpo: 'Peace Expo',
  workshop: 'Workshop',
};
