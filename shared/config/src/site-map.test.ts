import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  exposesOf,
  MAX_INSTANCES,
  matchRoute,
  privatePaths,
  publicStaticPaths,
  REMOTE_ROUTES,
  REMOTES,
  remotePort,
  SERVICES,
  SHELL_ROUTES,
  serviceInstancePort,
  servicePort,
  staffNavigation,
} from './site-map.ts';

describe('site map', () => {
  it('places the remotes and services from the shell’s port', () => {
    expect(REMOTES.map((remote) => remotePort(remote))).toEqual([3001, 3002, 3003, 3004]);
    expect(servicePort('identity')).toBe(4001);
    expect(servicePort('info')).toBe(4005);
    expect(remotePort('catalog', 5000)).toBe(5001);
    expect(servicePort('catalog', 5000)).toBe(6002);
  });

  it('places every instance of every service on a port of its own, clear of the others', () => {
    expect(serviceInstancePort('shop', 0)).toBe(servicePort('shop'));
    expect([1, 2].map((instance) => serviceInstancePort('shop', instance))).toEqual([4121, 4122]);
    const ports = SERVICES.flatMap((service) =>
      Array.from({ length: MAX_INSTANCES }, (_, instance) => serviceInstancePort(service, instance)),
    );
    expect(new Set(ports).size).toBe(ports.length);
    // Not the mail catcher's (PORT+1025, PORT+1026) nor the shell's metrics (PORT+2000).
    for (const taken of [4025, 4026, 5000]) expect(ports).not.toContain(taken);
  });

  it('matches a route to the remote module it mounts, static paths before parameterised ones', () => {
    expect(matchRoute('/courses')).toMatchObject({ remote: 'catalog', module: 'courses-page' });
    expect(matchRoute('/course/12')).toMatchObject({ remote: 'catalog', module: 'course-page' });
    expect(matchRoute('/course/progress')).toMatchObject({ remote: 'lms', module: 'progress-page' });
    expect(matchRoute('/lms/login')).toMatchObject({ remote: 'lms', module: 'login-page', access: 'public' });
    expect(matchRoute('/lms/intro')).toMatchObject({
      remote: 'lms',
      module: 'viewer-page',
      access: 'private',
    });
    expect(matchRoute('/')).toMatchObject({ remote: null, module: null, access: 'public', canonical: '/' });
    expect(matchRoute('/thank-you')).toMatchObject({ remote: null, access: 'private' });
  });

  it('matches without regard to case or a trailing slash, and gives the canonical spelling', () => {
    expect(matchRoute('/scholarship')?.canonical).toBe('/Scholarship');
    expect(matchRoute('/Scholarship')?.canonical).toBe('/Scholarship');
    expect(matchRoute('/COURSES')?.canonical).toBe('/courses');
    expect(matchRoute('/courses/')?.canonical).toBe('/courses');
    expect(matchRoute('/Course/Progress')?.canonical).toBe('/course/progress');
    // Parameters keep their own spelling.
    expect(matchRoute('/COURSE/AbC/')?.canonical).toBe('/course/AbC');
  });

  it('matches nothing that is not a page', () => {
    for (const path of ['/nope', '/course/1/2', '/api/catalog/course', '/static/js/index.js', '']) {
      expect(matchRoute(path), path).toBeNull();
    }
  });

  it('spells every route once, whatever the case', () => {
    const paths = [...SHELL_ROUTES, ...REMOTE_ROUTES].map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists the public static paths and the private ones apart', () => {
    const listed = publicStaticPaths();
    expect(listed).toEqual(expect.arrayContaining(['/', '/courses', '/Scholarship', '/lms/login']));
    expect(listed.some((path) => path.includes(':'))).toBe(false);
    expect(privatePaths()).toEqual(
      expect.arrayContaining(['/thank-you', '/reset-password', '/orders', '/course/progress', '/lms/:slug']),
    );
    for (const path of privatePaths()) expect(listed).not.toContain(path);
  });

  it('lists the staff navigation in order, each entry with the role it needs', () => {
    expect(staffNavigation()).toEqual([
      { path: '/staff', label: 'Overview', role: 'staff' },
      { path: '/staff/team', label: 'Staff and roles', role: 'admin' },
      { path: '/staff/log', label: 'Activity log', role: 'admin' },
      { path: '/staff/privacy', label: 'Privacy requests', role: 'admin' },
      { path: '/staff/admissions', label: 'Admissions', role: 'admissions' },
      { path: '/staff/orders', label: 'Orders', role: 'shop' },
      { path: '/staff/products', label: 'Products', role: 'shop' },
      { path: '/staff/learning', label: 'Learning', role: 'learning' },
      { path: '/staff/content', label: 'Content', role: 'content' },
      { path: '/staff/media', label: 'Media library', role: 'content' },
      { path: '/staff/courses', label: 'Courses', role: 'content' },
    ]);
  });

  it('exposes each module of a remote once, from a file the remote has', () => {
    expect(exposesOf('catalog')).toEqual({
      './courses-page': './src/routes/courses-page.tsx',
      './course-page': './src/routes/course-page.tsx',
      './puc-page': './src/routes/puc-page.tsx',
      './admission-page': './src/routes/admission-page.tsx',
      './enquiry-page': './src/routes/enquiry-page.tsx',
      './guardian-consent-page': './src/routes/guardian-consent-page.tsx',
      './staff-admissions-page': './src/routes/staff-admissions-page.tsx',
      './staff-courses-page': './src/routes/staff-courses-page.tsx',
      './staff-course-editor-page': './src/routes/staff-course-editor-page.tsx',
      './staff-admission-page': './src/routes/staff-admission-page.tsx',
      './featured-courses': './src/routes/featured-courses.tsx',
      './my-applications': './src/routes/my-applications.tsx',
    });
    for (const remote of REMOTES) {
      const folder = new URL(`../../../mfe-${remote}/`, import.meta.url);
      for (const file of Object.values(exposesOf(remote))) {
        expect(existsSync(new URL(file, folder)), `mfe-${remote}/${file}`).toBe(true);
      }
    }
  });
});
