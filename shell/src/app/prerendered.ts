/**
 * Taking over prerendered HTML. The shell's server may send a route's HTML prerendered at build time
 * (`#prerendered`, with its styles inlined) so the first paint needs no JavaScript. The app renders into
 * `#root`, invisible and not laid out (`content-visibility: hidden`: the browser spends no layout on a copy
 * nobody sees while it builds up), and takes the prerendered copy's place in one frame once its content
 * is there: nothing loading, no busy region. The two show the same content at the same size, so the swap
 * shifts no layout. Until then the prerendered copy is inert and hidden from assistive technology.
 */
const BUSY = '[aria-busy="true"], [role="status"][class*="loading"]';
const MAX_WAIT_MS = 8000;

/** Something in `live` is loading, not counting widget islands that keep their own copy meanwhile. */
const busy = (live: HTMLElement) =>
  [...live.querySelectorAll(BUSY)].some((element) => !element.closest('[data-deferred="loading"]'));

/**
 * Calls `done` once `live` has rendered (`ready`) with nothing loading in it, checked as the DOM changes
 * (no timers or frames, so a page whose clock is paused behaves the same), or after a few seconds
 * whatever its state (a remote retrying for long is shown as it is). Returns a cancel function.
 */
export function whenSettled(live: HTMLElement, ready: () => boolean, done: () => void) {
  let finished = false;
  const stop = () => {
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const check = () => {
    if (finished || !ready() || busy(live)) return;
    stop();
    done();
  };
  const observer = new MutationObserver(check);
  observer.observe(live, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const timer = setTimeout(() => {
    if (finished) return;
    stop();
    done();
  }, MAX_WAIT_MS);
  check();
  return stop;
}

/** Shows the app in place of the server's prerendered copy of the page once it has the same content. */
export function takeOverPrerendered(root: HTMLElement) {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  // From here on the live app is the page: the copy is neither clickable nor read out.
  prerendered.inert = true;
  prerendered.setAttribute('aria-hidden', 'true');
  whenSettled(
    root,
    () => Boolean(root.querySelector('main')),
    () => {
      prerendered.remove();
      root.removeAttribute('style');
      root.removeAttribute('aria-hidden');
      performance.mark('aspire:app-shown');
    },
  );
}

/** The prerendered HTML of a home-page widget slot, if the page came prerendered (read before the swap). */
export function prerenderedSlot(name: string) {
  return document.querySelector(`#prerendered [data-widget="${name}"]`)?.innerHTML ?? null;
}
