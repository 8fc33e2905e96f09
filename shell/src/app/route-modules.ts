import type { RemoteName } from '../features/remotes/remotes.ts';
import { REMOTE_ROUTES } from './route-table.ts';

const pattern = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`, 'i');
const ROUTES = REMOTE_ROUTES.map((route) => ({ ...route, pattern: pattern(route.path) }))
  // A static path outranks a parameterised one (`/course/progress` before `/course/:id`), as in the router.
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));

/** The remote modules the page at `pathname` mounts at once (the route's page). */
export function routeModules(pathname: string): { remote: RemoteName; module: string }[] {
  // The home page's widgets all sit below the fold and load as the visitor scrolls near them
  // (DeferredWidget), so nothing is preloaded for it.
  if (pathname === '/' || pathname === '') return [];
  const route = ROUTES.find((r) => r.pattern.test(pathname));
  return route ? [{ remote: route.remote, module: route.module }] : [];
}
