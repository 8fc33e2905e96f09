import { queryClient } from '@aspire/client/query-client';
import type { RemoteName } from '@aspire/config/site-map';
import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadRemoteComponent } from '../remotes/remotes.ts';
import { nextTask } from './next-task.ts';
import { hydratePageData } from './page-data.ts';

/**
 * Marks `#root[data-hydrated]` once the app has first committed: it has taken over the server's
 * elements, or drawn a page that came without them. A wrapper, not a sibling: a sibling would change
 * the tree's shape, and so the ids React makes, from the server's.
 */
export function AfterFirstCommit({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.dataset.hydrated = '';
    performance.mark('aspire:hydrated');
  }, [root]);
  return children;
}

/**
 * Brings a page rendered on the server to life in place: the data cache starts from the server's
 * (so the first render draws the same), the route's remote modules load first (a boundary hydrated
 * before its code arrives drops a press on it), then React takes over the server's elements.
 */
export async function hydrateServerPage(
  root: HTMLElement,
  app: ReactNode,
  modules: { remote: RemoteName; module: string }[],
) {
  const state = document.getElementById('query-state')?.textContent;
  if (state) hydratePageData(queryClient, JSON.parse(state));
  // A module that fails to load is left to its error boundary, as on any page.
  await Promise.all(
    modules.map(({ remote, module }) => loadRemoteComponent(remote, module).catch(() => undefined)),
  );
  // Hydration starts in a task of its own, not in the one that evaluated the last module's code.
  await nextTask();
  // As a transition, React hydrates in slices of a few milliseconds and yields to the browser between
  // them (no long task on a phone); a press meanwhile hydrates its part at once.
  startTransition(() => {
    hydrateRoot(root, <AfterFirstCommit root={root}>{app}</AfterFirstCommit>, {
      // React reports a mismatch with the server's HTML here, and then draws the part again itself.
      onRecoverableError: (error, info) => console.error('aspire:recoverable', error, info.componentStack),
    });
  });
  // A button pressed before (held by early-taps.ts) is pressed again now, before React has hydrated
  // on its own: a press makes React hydrate its part at once and handle it.
  queueMicrotask(() => (window as { replayEarlyTaps?: () => void }).replayEarlyTaps?.());
}
