import '@aspire/ui/tokens.css';
import { queryClient } from '@aspire/client/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AfterFirstCommit, hydrateServerPage } from './app/hydrate-server-page.tsx';
import { nextTask } from './app/next-task.ts';
import { routeModules } from './app/route-modules.ts';
import { routes } from './app/router.tsx';
import { registerRemotesFromManifest } from './remotes/remotes.ts';

// The modules above were evaluated in the task that brought the last of their chunks; the app starts in
// the next.
await nextTask();
await registerRemotesFromManifest();
const modules = routeModules(location.pathname);
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
  // A private page (a visitor's own), or a public one whose server render failed: drawn here.
  createRoot(root).render(<AfterFirstCommit root={root}>{app}</AfterFirstCommit>);
}
