// The async boundary lets Module Federation negotiate shared singletons before React loads.
const start = () => import('./bootstrap.tsx');

// A prerendered page is readable as it arrives: the app starts once the page's images are in, so its
// JavaScript never competes with the first paints (on a slow phone, the largest one is an image).
if (document.getElementById('prerendered') && document.readyState !== 'complete')
  addEventListener('load', start, { once: true });
else start();
