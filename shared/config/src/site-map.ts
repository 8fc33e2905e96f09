/**
 * The map of the site: its apps and services, where each listens, and every route with the remote
 * module it mounts. The shell's router and server, the remotes' `exposes`, the launcher, the services'
 * default ports, the server render and the sitemap all read it, so a route or a port is written once.
 */
import type { StaffRole } from '@aspire/contracts/staff';

export const REMOTES = ['catalog', 'shop', 'lms', 'info'] as const;
export type RemoteName = (typeof REMOTES)[number];

export const SERVICES = ['identity', 'catalog', 'shop', 'lms', 'info'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** The shell's port in development and in the embedded default; everything else is placed from it. */
export const SHELL_PORT = 3000;

/** A remote's port: the shell's + 1…4 (catalog, shop, lms, info). */
export const remotePort = (remote: RemoteName, shellPort = SHELL_PORT) =>
  shellPort + 1 + REMOTES.indexOf(remote);

/** A service's port: the shell's + 1001…1005 (identity, catalog, shop, lms, info). */
export const servicePort = (service: ServiceName, shellPort = SHELL_PORT) =>
  shellPort + 1001 + SERVICES.indexOf(service);

/** Instances of one service the launcher may start (`<NAME>_INSTANCES`). */
export const MAX_INSTANCES = 9;

/**
 * The port of a service's `instance` (0 = its own port; further instances PORT+1101…, ten per service:
 * shop's second and third on 3000 are 4121 and 4122), clear of Mailpit's PORT+1025/1026.
 */
export const serviceInstancePort = (service: ServiceName, instance: number, shellPort = SHELL_PORT) =>
  instance === 0
    ? servicePort(service, shellPort)
    : shellPort + 1100 + 10 * SERVICES.indexOf(service) + instance;

/**
 * `public` pages are rendered on the server, listed in the sitemap and indexed; `private` ones show a
 * visitor's own data or a one-time step, and are none of these.
 */
export type Access = 'public' | 'private';

/**
 * A staff page: drawn in the staff frame, for someone signed in with the second factor who holds `role`
 * (`staff`: any role); `nav` is its label in the staff navigation (pages without one are reached from
 * another, like a record from its list).
 */
export type StaffPage = { role: StaffRole | 'staff'; nav?: string };
/** A top-level route a remote serves: the shell mounts `<remote>/<module>` for it. */
export type RemoteRoute = {
  path: string;
  remote: RemoteName;
  module: string;
  access: Access;
  staff?: StaffPage;
};
/** A route the shell draws itself. */
export type ShellRoute = { path: string; access: Access; staff?: StaffPage };

/** Whether a route's path has parameters (`/course/:id`). */
export const isParameterised = (path: string) => path.includes(':');

export const SHELL_ROUTES = [
  { path: '/', access: 'public' },
  { path: '/thank-you', access: 'private' },
  { path: '/reset-password', access: 'private' },
  { path: '/verify-email', access: 'private' },
  { path: '/account', access: 'private' },
  // The link of the erasure e-mail: it works signed out (the person may open it in another browser).
  { path: '/erase-account', access: 'private' },
  // The staff frame: its home (and sign-in with the second factor), the team and the admin's log.
  { path: '/staff', access: 'private', staff: { role: 'staff', nav: 'Overview' } },
  { path: '/staff/team', access: 'private', staff: { role: 'admin', nav: 'Staff and roles' } },
  { path: '/staff/log', access: 'private', staff: { role: 'admin', nav: 'Activity log' } },
  { path: '/staff/privacy', access: 'private', staff: { role: 'admin', nav: 'Privacy requests' } },
] as const satisfies readonly ShellRoute[];
/** A path the shell draws: its router gives each one an element. */
export type ShellPath = (typeof SHELL_ROUTES)[number]['path'];

export const REMOTE_ROUTES: RemoteRoute[] = [
  // Catalogue
  { path: '/courses', remote: 'catalog', module: 'courses-page', access: 'public' },
  { path: '/course', remote: 'catalog', module: 'courses-page', access: 'public' },
  { path: '/course/:id', remote: 'catalog', module: 'course-page', access: 'public' },
  { path: '/puccourse', remote: 'catalog', module: 'puc-page', access: 'public' },
  { path: '/admission-form', remote: 'catalog', module: 'admission-page', access: 'public' },
  { path: '/enquiry-form', remote: 'catalog', module: 'enquiry-page', access: 'public' },
  { path: '/guardian-consent', remote: 'catalog', module: 'guardian-consent-page', access: 'private' },
  {
    path: '/staff/admissions',
    remote: 'catalog',
    module: 'staff-admissions-page',
    access: 'private',
    staff: { role: 'admissions', nav: 'Admissions' },
  },
  {
    path: '/staff/admissions/:id',
    remote: 'catalog',
    module: 'staff-admission-page',
    access: 'private',
    staff: { role: 'admissions' },
  },
  // Shop
  { path: '/shop', remote: 'shop', module: 'shop-page', access: 'public' },
  { path: '/product/:id', remote: 'shop', module: 'product-page', access: 'public' },
  { path: '/orders', remote: 'shop', module: 'orders-page', access: 'private' },
  {
    path: '/staff/orders',
    remote: 'shop',
    module: 'staff-orders-page',
    access: 'private',
    staff: { role: 'shop', nav: 'Orders' },
  },
  {
    path: '/staff/orders/:id',
    remote: 'shop',
    module: 'staff-order-page',
    access: 'private',
    staff: { role: 'shop' },
  },
  {
    path: '/staff/products',
    remote: 'shop',
    module: 'staff-products-page',
    access: 'private',
    staff: { role: 'shop', nav: 'Products' },
  },
  {
    path: '/staff/products/:id',
    remote: 'shop',
    module: 'staff-product-page',
    access: 'private',
    staff: { role: 'shop' },
  },
  // Learner area (`/course/progress` is the LMS's, ranked above `/course/:id` as a static path)
  { path: '/lms/login', remote: 'lms', module: 'login-page', access: 'public' },
  { path: '/course/progress', remote: 'lms', module: 'progress-page', access: 'private' },
  { path: '/lms/:slug', remote: 'lms', module: 'viewer-page', access: 'private' },
  // A certificate's public check: anyone with the code, never indexed (it names a person).
  { path: '/certificates/:code', remote: 'lms', module: 'certificate-page', access: 'private' },
  {
    path: '/staff/learning',
    remote: 'lms',
    module: 'staff-learning-page',
    access: 'private',
    staff: { role: 'learning', nav: 'Learning' },
  },
  {
    path: '/staff/learning/enrolments/:id',
    remote: 'lms',
    module: 'staff-enrolment-page',
    access: 'private',
    staff: { role: 'learning' },
  },
  {
    path: '/staff/learning/:courseId',
    remote: 'lms',
    module: 'staff-course-page',
    access: 'private',
    staff: { role: 'learning' },
  },
  // The content desk (the information pages' lists), its media library, and the course editor
  {
    path: '/staff/content',
    remote: 'info',
    module: 'staff-content-page',
    access: 'private',
    staff: { role: 'content', nav: 'Content' },
  },
  {
    path: '/staff/content/:kind/:id',
    remote: 'info',
    module: 'staff-content-item-page',
    access: 'private',
    staff: { role: 'content' },
  },
  {
    path: '/staff/media',
    remote: 'info',
    module: 'staff-media-page',
    access: 'private',
    staff: { role: 'content', nav: 'Media library' },
  },
  {
    path: '/staff/courses',
    remote: 'catalog',
    module: 'staff-courses-page',
    access: 'private',
    staff: { role: 'content', nav: 'Courses' },
  },
  {
    path: '/staff/courses/:id',
    remote: 'catalog',
    module: 'staff-course-editor-page',
    access: 'private',
    staff: { role: 'content' },
  },
  // Information
  { path: '/events', remote: 'info', module: 'events-page', access: 'public' },
  { path: '/blogs', remote: 'info', module: 'blogs-page', access: 'public' },
  { path: '/blog/:id', remote: 'info', module: 'blog-page', access: 'public' },
  { path: '/community', remote: 'info', module: 'community-page', access: 'public' },
  { path: '/community/:id', remote: 'info', module: 'community-detail-page', access: 'public' },
  { path: '/Scholarship', remote: 'info', module: 'scholarship-page', access: 'public' },
  { path: '/glance', remote: 'info', module: 'glance-page', access: 'public' },
  { path: '/chairman', remote: 'info', module: 'chairman-page', access: 'public' },
  { path: '/leadership', remote: 'info', module: 'leadership-page', access: 'public' },
  { path: '/faculties', remote: 'info', module: 'faculties-page', access: 'public' },
  { path: '/aspirecommunity', remote: 'info', module: 'aspire-community-page', access: 'public' },
  { path: '/gallery', remote: 'info', module: 'gallery-page', access: 'public' },
  { path: '/magazines', remote: 'info', module: 'magazines-page', access: 'public' },
  { path: '/alumni', remote: 'info', module: 'alumni-page', access: 'public' },
  { path: '/testimonials', remote: 'info', module: 'testimonials-page', access: 'public' },
  { path: '/w-power', remote: 'info', module: 'w-power-page', access: 'public' },
  { path: '/salam-centre-franchise', remote: 'info', module: 'franchise-page', access: 'public' },
  { path: '/terms-conditions', remote: 'info', module: 'terms-page', access: 'public' },
  { path: '/privacy-policy', remote: 'info', module: 'privacy-page', access: 'public' },
];

/** Widgets remotes expose for the shell's home page, in page order. */
export const HOME_WIDGETS = {
  featuredCourses: { remote: 'catalog', module: 'featured-courses' },
  community: { remote: 'info', module: 'community-widget' },
  events: { remote: 'info', module: 'events-widget' },
  testimonials: { remote: 'info', module: 'testimonials-widget' },
} as const satisfies Record<string, { remote: RemoteName; module: string }>;

/** Widgets remotes expose for the shell's account page (`/account`), in page order. */
export const ACCOUNT_WIDGETS = {
  applications: { remote: 'catalog', module: 'my-applications' },
} as const satisfies Record<string, { remote: RemoteName; module: string }>;

/** What a remote exposes: each module the map names for it, from its `src/routes/` folder. */
export function exposesOf(remote: RemoteName): Record<string, string> {
  const modules = [...REMOTE_ROUTES, ...Object.values(HOME_WIDGETS), ...Object.values(ACCOUNT_WIDGETS)]
    .filter((entry) => entry.remote === remote)
    .map((entry) => entry.module);
  return Object.fromEntries([...new Set(modules)].map((m) => [`./${m}`, `./src/routes/${m}.tsx`]));
}

const ALL_ROUTES: (ShellRoute | RemoteRoute)[] = [...SHELL_ROUTES, ...REMOTE_ROUTES];

type CompiledRoute = { route: ShellRoute | RemoteRoute; pattern: RegExp };
// Matched without regard to case, as the router does; the canonical spelling is the map's. A static
// path outranks a parameterised one (`/course/progress` before `/course/:id`), as in the router.
const COMPILED: CompiledRoute[] = ALL_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:\w+/g, '([^/]+)')}/?$`, 'i'),
})).sort((a, b) => Number(isParameterised(a.route.path)) - Number(isParameterised(b.route.path)));

export type RouteMatch = {
  route: ShellRoute | RemoteRoute;
  /** The remote and module the route mounts; null for a route the shell draws itself. */
  remote: RemoteName | null;
  module: string | null;
  access: Access;
  /** The address spelled as the map spells it (same parameters); differs only in case or a trailing slash. */
  canonical: string;
};

/** The one route matcher of the site: which route `pathname` is, and its canonical spelling. */
export function matchRoute(pathname: string): RouteMatch | null {
  for (const { route, pattern } of COMPILED) {
    const found = pattern.exec(pathname);
    if (!found) continue;
    const values = found.slice(1);
    const canonical = route.path.replace(/:\w+/g, () => values.shift() ?? '');
    const mount = 'remote' in route ? route : { remote: null, module: null };
    return { route, remote: mount.remote, module: mount.module, access: route.access, canonical };
  }
  return null;
}

/** Paths of the public routes without parameters (for the sitemap). */
export const publicStaticPaths = () =>
  ALL_ROUTES.filter((r) => r.access === 'public' && !isParameterised(r.path)).map((r) => r.path);

/** The staff pages in the staff navigation's order, with the role each needs. */
export const staffNavigation = () =>
  ALL_ROUTES.flatMap((route) =>
    route.staff?.nav ? [{ path: route.path, label: route.staff.nav, role: route.staff.role }] : [],
  );

/** Paths of private routes (never listed, rendered on the server or indexed). */
export const privatePaths = () => ALL_ROUTES.filter((r) => r.access === 'private').map((r) => r.path);
