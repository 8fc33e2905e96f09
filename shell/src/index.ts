/**
 * A prerendered page is complete without JavaScript, so the app's code (React, the router, the page's
 * remote) is fetched once the page's own first screen has arrived (the `load` event: only first-screen
 * images load eagerly), not beside it: on a slow link the largest paint no longer shares the wire with
 * ~150 KB of scripts. A visitor reaching for the page, or an image that never finishes, starts it at
 * once or after a few seconds. A page the server sent without a prerendered copy starts at once.
 */
const START_AFTER_MS = 3000;
// The async boundary lets Module Federation negotiate shared singletons before React loads. A module
// is evaluated once however often it is imported, so every trigger may call this.
const start = () => import('./bootstrap.tsx');
if (document.getElementById('prerendered') && document.readyState !== 'complete') {
  addEventListener('load', start, { once: true });
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, start, { once: true, capture: true });
  setTimeout(start, START_AFTER_MS);
} else {
  start();
}
