/**
 * Taking over prerendered HTML. The shell's server may send a route's HTML prerendered at build time
 * (`#prerendered`, with its styles inlined) so the first paint needs no JavaScript. The app renders into
 * `#root`, laid out but invisible, and takes the prerendered copy's place in one frame once its content
 * is there: nothing loading, no busy region. The two show the same content at the same size, so the swap
 * shifts no layout. Until then the prerendered copy is inert: a click lands on the live app only.
 */
const BUSY = '[aria-busy="true"], [role="status"][class*="loading"]';
const MAX_WAIT_MS = 8000;

/**
 * Calls `done` once `live` has rendered (`ready`) with nothing loading in it for two frames in a row,
 * or after a few seconds whatever its state (a remote retrying for long is shown as it is).
 * Returns a cancel function (which does not call `done`).
 */
export function whenSettled(live: HTMLElement, ready: () => boolean, done: () => void) {
  let finished = false;
  let frame = 0;
  const settled = () => ready() && !live.querySelector(BUSY);
  const stop = () => {
    finished = true;
    observer.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
  };
  const finish = () => {
    if (finished) return;
    stop();
    done();
  };
  const check = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (settled()) frame = requestAnimationFrame(() => settled() && finish());
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(live, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  const timer = setTimeout(finish, MAX_WAIT_MS);
  check();
  return stop;
}

/** Shows the app in place of the server's prerendered copy of the page once it has the same content. */
export function takeOverPrerendered(root: HTMLElement) {
  const prerendered = document.getElementById('prerendered');
  if (!prerendered) return;
  prerendered.inert = true;
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
