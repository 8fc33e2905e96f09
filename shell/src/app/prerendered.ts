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
  const focused = prerendered.contains(document.activeElement) ? document.activeElement : null;
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
      carryOver(prerendered, root, focused);
      performance.mark('aspire:app-shown');
    },
  );
}

// Elements the prerenderer adds or drops around the app's own markup (inlined styles): not counted.
const OUTSIDE_MARKUP = new Set(['STYLE', 'LINK', 'SCRIPT', 'TEMPLATE']);
const childrenOf = (element: Element) => [...element.children].filter((c) => !OUTSIDE_MARKUP.has(c.tagName));

/** What a visitor would call "the same control": its kind, name and words, and those of what holds it. */
const identity = (element: Element) =>
  [
    element.tagName,
    element.getAttribute('name'),
    element.getAttribute('type'),
    element.textContent,
    element.closest('li, article, tr')?.textContent,
  ].join('|');

/**
 * The element of `live` at the place `element` has in `copy` (the two are renders of the same page; the
 * copy's landmarks and ids are renamed, not moved), or null if what is there is not the same control:
 * a press is dropped rather than repeated on something else.
 */
function counterpart(element: Element, copy: Element, live: Element) {
  const path: number[] = [];
  for (let node = element; node !== copy; node = node.parentElement!) {
    path.unshift(childrenOf(node.parentElement!).indexOf(node));
  }
  let found: Element | undefined = live;
  for (const index of path) found = found && childrenOf(found)[index];
  return found && identity(found) === identity(element) ? found : null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a field's value as typing would, so React's change handlers see it. */
function typeInto(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What the visitor did on the prerendered copy before the app took its place, done again on the app:
 * what they typed or chose (`data-visitor-changed`), where the focus was, and a press on a button or a
 * form sent (`data-pending-press`); start-on-intent.ts marks both.
 */
function carryOver(copy: HTMLElement, live: HTMLElement, focused: Element | null) {
  for (const field of copy.querySelectorAll<Field>('[data-visitor-changed]')) {
    const target = counterpart(field, copy, live) as Field | null;
    if (!target) continue;
    if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
      if (target.checked !== (field as HTMLInputElement).checked) target.click();
    } else {
      typeInto(target, field.value);
    }
  }
  const focus = focused && counterpart(focused, copy, live);
  if (focus instanceof HTMLElement) focus.focus();
  const pressed = copy.querySelector('[data-pending-press]');
  const press = pressed && counterpart(pressed, copy, live);
  if (!press) return;
  // After React's own flush of what was typed above (queued first, so run first).
  queueMicrotask(() => {
    if (press instanceof HTMLFormElement) press.requestSubmit();
    else if (press instanceof HTMLElement) {
      press.focus();
      press.click();
    }
  });
}

/** The prerendered HTML of a home-page widget slot, if the page came prerendered (read before the swap). */
export function prerenderedSlot(name: string) {
  // A server render has no document, and no snapshot to read.
  if (typeof document === 'undefined') return null;
  return document.querySelector(`#prerendered [data-widget="${name}"]`)?.innerHTML ?? null;
}
