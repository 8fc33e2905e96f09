/**
 * When the app of a prerendered page starts. The stored page is complete (its links work, its text is
 * there), so the app's ~190 KB of scripts and their start-up work wait until the visitor needs them
 * ("idle until urgent"): the first press, key, focus, mouse move or scroll on the page, a signed-in
 * visitor (whose header differs from the stored one), or a few quiet seconds after the page has loaded
 * (so what it shows is brought up to date). Until then the main thread belongs to the first screen.
 *
 * A press on one of the stored page's buttons, or a form sent from it, is not lost: it is marked
 * `data-pending-press` and the app repeats it on its own copy (`takeOverPrerendered`), with what the
 * visitor typed or chose meanwhile (fields marked `data-visitor-changed`).
 *
 * The server inlines this function's source into the page (its hash is in the script policy), so it must
 * stand alone: no imports, nothing from the module around it.
 */
export function startOnIntent(loader: HTMLScriptElement) {
  const IDLE_AFTER_LOAD_MS = 4000;
  // A first-screen image that never arrives holds the load event back; the app comes anyway.
  const AT_THE_LATEST_MS = 10_000;
  const CONTROL = 'button, input[type="submit"], input[type="button"], [role="button"]';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const app = document.createElement('script');
    app.src = loader.dataset.entry ?? '';
    // The app takes over the stored copy, so it must not run before the copy is all there.
    if (document.readyState === 'loading') {
      addEventListener('DOMContentLoaded', () => document.head.append(app), { once: true });
    } else {
      document.head.append(app);
    }
  };
  const inCopy = (target: EventTarget | null): target is Element =>
    target instanceof Element && Boolean(target.closest('#prerendered'));
  const keep = (event: Event, element: Element) => {
    event.preventDefault();
    for (const earlier of document.querySelectorAll('#prerendered [data-pending-press]')) {
      earlier.removeAttribute('data-pending-press');
    }
    element.setAttribute('data-pending-press', '');
    start();
  };
  addEventListener(
    'click',
    (event) => {
      const control = inCopy(event.target) ? event.target.closest(CONTROL) : null;
      if (control && !control.closest('a[href]')) keep(event, control);
    },
    true,
  );
  addEventListener('submit', (event) => inCopy(event.target) && keep(event, event.target), true);
  // Fields the visitor changed on the copy, whose values the app takes over.
  for (const type of ['input', 'change']) {
    addEventListener(
      type,
      (event) => inCopy(event.target) && event.target.setAttribute('data-visitor-changed', ''),
      true,
    );
  }
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'pointermove', 'wheel', 'scroll']) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
  try {
    if (JSON.parse(localStorage.getItem('aspire.auth') ?? 'null')?.state?.accessToken) start();
  } catch {
    // Storage blocked or unreadable: the visitor is treated as signed out until the app reads it.
  }
  addEventListener('load', () => setTimeout(start, IDLE_AFTER_LOAD_MS), { once: true });
  setTimeout(start, AT_THE_LATEST_MS);
}
