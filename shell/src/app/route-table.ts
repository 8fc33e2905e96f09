import type { RemoteName } from '../features/remotes/remotes.ts';

/**
 * Top-level routes owned by the shell and the remote page each one mounts (`<remote>/<module>`).
 * A remote exposes each module named here from its `src/routes/` folder.
 */
export const REMOTE_ROUTES: { path: string; remote: RemoteName; module: string }[] = [
  // Catalogue
  { path: '/courses', remote: 'catalog', module: 'courses-page' },
  { path: '/course', remote: 'catalog', module: 'courses-page' },
  { path: '/course/:id', remote: 'catalog', module: 'course-page' },
  { path: '/puccourse', remote: 'catalog', module: 'puc-page' },
  { path: '/admission-form', remote: 'catalog', module: 'admission-page' },
  { path: '/enquiry-form', remote: 'catalog', module: 'enquiry-page' },
  // Shop
  { path: '/shop', remote: 'shop', module: 'shop-page' },
  { path: '/product/:id', remote: 'shop', module: 'product-page' },
  { path: '/orders', remote: 'shop', module: 'orders-page' },
  // Learner area (`/course/progress` is the LMS's, ranked above `/course/:id` as a static path)
  { path: '/lms/login', remote: 'lms', module: 'login-page' },
  { path: '/course/progress', remote: 'lms', module: 'progress-page' },
  { path: '/lms/:slug', remote: 'lms', module: 'viewer-page' },
  // Information
  { path: '/events', remote: 'info', module: 'events-page' },
  { path: '/blogs', remote: 'info', module: 'blogs-page' },
  { path: '/blog/:id', remote: 'info', module: 'blog-page' },
  { path: '/community', remote: 'info', module: 'community-page' },
  { path: '/community/:id', remote: 'info', module: 'community-detail-page' },
  { path: '/Scholarship', remote: 'info', module: 'scholarship-page' },
  { path: '/glance', remote: 'info', module: 'glance-page' },
  { path: '/chairman', remote: 'info', module: 'chairman-page' },
  { path: '/leadership', remote: 'info', module: 'leadership-page' },
  { path: '/faculties', remote: 'info', module: 'faculties-page' },
  { path: '/aspirecommunity', remote: 'info', module: 'aspire-community-page' },
  { path: '/gallery', remote: 'info', module: 'gallery-page' },
  { path: '/magazines', remote: 'info', module: 'magazines-page' },
  { path: '/alumni', remote: 'info', module: 'alumni-page' },
  { path: '/testimonials', remote: 'info', module: 'testimonials-page' },
  { path: '/w-power', remote: 'info', module: 'w-power-page' },
  { path: '/salam-centre-franchise', remote: 'info', module: 'franchise-page' },
  { path: '/terms-conditions', remote: 'info', module: 'terms-page' },
  { path: '/privacy-policy', remote: 'info', module: 'privacy-page' },
];

/** Widgets remotes expose for the shell's home page, in page order. */
export const HOME_WIDGETS = {
  featuredCourses: { remote: 'catalog', module: 'featured-courses' },
  community: { remote: 'info', module: 'community-widget' },
  events: { remote: 'info', module: 'events-widget' },
  testimonials: { remote: 'info', module: 'testimonials-widget' },
} as const;
