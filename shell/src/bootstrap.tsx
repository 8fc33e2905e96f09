import '@aspire/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { takeOverPrerendered } from './app/prerendered.ts';
import { routeModules } from './app/route-modules.ts';
import { router } from './app/router.tsx';
import { preloadRemotes, registerRemotesFromManifest } from './features/remotes/remotes.ts';

await registerRemotesFromManifest();
// The route's remote modules start loading now, beside React's first render, not after it.
preloadRemotes(routeModules(location.pathname));
const root = document.getElementById('root')!;
takeOverPrerendered(root);
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
