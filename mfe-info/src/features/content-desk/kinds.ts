import type { ContentKind } from '@aspire/contracts/content-desk';
import { alumniSpec } from './alumni-kind.tsx';
import { communitySpec } from './community-kind.tsx';
import { eventSpec } from './event-kind.tsx';
import { facultySpec } from './faculty-kind.tsx';
import { gallerySpec } from './gallery-kind.tsx';
import { homeBannerSpec } from './home-banner-kind.tsx';
import { homeCountSpec } from './home-count-kind.tsx';
import type { AnySpec } from './kind-spec.ts';
import { leaderSpec } from './leader-kind.tsx';
import { magazineSpec } from './magazine-kind.tsx';
import { pageSpec } from './page-kind.tsx';
import { postSpec } from './post-kind.tsx';
import { testimonialImageSpec } from './testimonial-image-kind.tsx';
import { testimonialSpec } from './testimonial-kind.tsx';
import { webinarSpec } from './webinar-kind.tsx';

/** The kinds the desk edits, by the name in their address (`/staff/content/posts/…`). */
export const SPECS: Record<ContentKind, AnySpec> = {
  events: eventSpec,
  posts: postSpec,
  gallery: gallerySpec,
  magazines: magazineSpec,
  alumni: alumniSpec,
  testimonials: testimonialSpec,
  faculty: facultySpec,
  leadership: leaderSpec,
  community: communitySpec,
  webinars: webinarSpec,
  'testimonial-images': testimonialImageSpec,
  pages: pageSpec,
  'home-banners': homeBannerSpec,
  'home-counts': homeCountSpec,
};
