export const DASHBOARD_PATH = '/course/progress';

/**
 * Where to go after signing in: the `next` path if it is a path of this site (never another origin,
 * `//host` or `/\host`), else the dashboard.
 */
export function safeNext(next: string | null | undefined) {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DASHBOARD_PATH;
  try {
    const url = new URL(next, 'https://aspire.invalid');
    if (url.origin !== 'https://aspire.invalid' || url.pathname === '/lms/login') return DASHBOARD_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DASHBOARD_PATH;
  }
}

export const loginPath = (next: string) => `/lms/login?next=${encodeURIComponent(next)}`;
