import '@aspire/ui/tokens.css';
import { queryClient } from '@aspire/client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { hydrateServerPage } from './app/hydrate-server-page.tsx';
import { takeOverPrerendered } from './app/prerendered.ts';
import { routeModules } from './app/route-modules.ts';
import { routes } from './app/router.tsx';
import { preloadRemotes, registerRemotesFromManifest } from './remotes/remotes.ts';

await registerRemotesFromManifest();
const modules = routeModules(location.pathname);
// The route's remote modules start loading now, beside React's first render, not after it.
preloadRemotes(modules);
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </QueryClientProvider>
  </StrictMode>
);
if (root.hasAttribute('data-server-rendered')) {
  await hydrateServerPage(root, app, modules);
} else {
  takeOverPrerendered(root);
  // Rendered as a transition so React works in slices of a few milliseconds and yields to the browser
  // between them: the prerendered page stays responsive while the live app builds up beside it.
  startTransition(() => {
    createRoot(root).render(app);
  });
}
