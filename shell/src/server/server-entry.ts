import type { RenderOptions } from './render-page.tsx';

/**
 * The shell's server build's entry (dist/server/server.js). The async boundary lets Module Federation
 * set up the shared singletons (React, the router, the data cache) before the render code, and the
 * remotes' code, use them.
 */
export async function renderPage(url: string, options: RenderOptions) {
  const { renderPage: render } = await import('./render-page.tsx');
  return render(url, options);
}
