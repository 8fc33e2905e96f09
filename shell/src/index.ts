/**
 * A prerendered page is complete without JavaScript, so the app's code (React, the router, the page's
 * remote) is fetched once the page's own first screen has arrived (the `load` event: only first-screen
 * images load eagerly), not beside it: on a slow link the largest paint no longer shares the wire with
 * ~150 KB of scripts. A page the server sent without a prerendered copy starts at once.
 */
// The async boundary lets Module Federation negotiate shared singletons before React loads.
const start = () => import('./bootstrap.tsx');
if (document.getElementById('prerendered') && document.readyState !== 'complete') {
  addEventListener('load', start, { once: true });
} else {
  start();
}
