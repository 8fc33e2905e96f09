/**
 * Asks at once for the scripts of the route's remote modules that a server-rendered page runs before
 * it hydrates (the server lists them in `#page-scripts`: the remote's entry, its page, and the shared
 * modules these take that the shell's start does not), where the browser would otherwise find each
 * only when the code before it had run. Asked for once the route's remotes have answered
 * (start-remotes.ts), not from the head: asked for with the first paint's art, they delayed
 * Lighthouse's LCP by 0.5–1 s; and a preload that fails (its remote is down) is handed by the browser
 * to the app's own request for the script later, so Try again would fail even once the remote is back.
 */
export function preloadPageScripts() {
  let route: string[] = [];
  try {
    route =
      (JSON.parse(document.getElementById('page-scripts')?.textContent ?? '{}') as { route?: string[] })
        .route ?? [];
  } catch {}
  for (const href of route) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
}
