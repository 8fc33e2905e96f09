import { rememberVisitSource } from '@aspire/client/visit-source';
import { nextTask } from './app/next-task.ts';

// First of all, while the address is still the one the visitor landed on: where the visit came from
// (campaign link, another site), which the forms send with what the visitor writes.
rememberVisitSource();

/**
 * The page's code is asked for a few pieces at a time, each in a task of its own after the federation
 * runtime's start (this task), without waiting for one to arrive before asking for the next: the
 * remotes first (start-remotes.ts), then the largest shared libraries, then the app. Asking for the
 * app and the fourteen shared modules it takes in one go was one task of 15-40 ms here, four times
 * that on a phone, and a tap waits for the task under way to end. The app comes last, behind an async
 * boundary, so Module Federation has settled the shared singletons before React loads. `bootstrap` is
 * named so the server finds the app's own styles and scripts in it (chunk-groups.json); so is
 * `start-remotes`.
 */
const inTurn = [
  () => import(/* webpackChunkName: "start-remotes" */ './remotes/start-remotes.ts'),
  () => import('react-dom/client'),
  () => Promise.all([import('react-router-dom'), import('@tanstack/react-query')]),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap.tsx'),
];
for (const ask of inTurn) {
  await nextTask();
  ask();
}
