/**
 * A server-rendered page's one inline script (the server inlines this function's source, its hash in
 * the script policy, so it must stand alone: no imports, nothing from the module around it). A press
 * on one of the page's buttons before the app has hydrated is held (links, forms and buttons with a
 * browser command work without the app) and pressed again once it has: hydration keeps the server's elements, so it is the same button.
 * A home-page widget hydrates later, when its code is here: a press on its buttons until then is held
 * the same way, the widget is asked to load at once (`data-widget-wanted`), and the press is made
 * again once it is ready (`data-widget-ready`, set by DeferredWidget).
 * A button whose press asks a signed-out visitor to sign in first (`data-signed-out-dialog`: Add to
 * cart) opens that dialog at once when no session is kept in this browser (`sessionKey`, see
 * @aspire/client/session-key): the answer needs no code, and the app takes the dialog over.
 */
export function holdEarlyTaps(sessionKey: string) {
  let hydrated = false;
  // The press held for the page (key null) and for each widget still waiting for its code.
  const held = new Map<Element | null, HTMLElement>();
  const signedIn = () => {
    try {
      return Boolean(JSON.parse(localStorage.getItem(sessionKey) ?? 'null')?.state?.accessToken);
    } catch {
      return false;
    }
  };
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('#root button');
    // A button with a command of the browser's own (opening the menu) works without the app.
    if (!(button instanceof HTMLElement) || button.hasAttribute('commandfor')) return;
    const widget = button.closest('[data-widget]:not([data-widget-ready])');
    if (hydrated && !widget) return;
    event.preventDefault();
    event.stopPropagation();
    const signInFirst = document.getElementById(button.dataset.signedOutDialog ?? '');
    if (signInFirst instanceof HTMLDialogElement && !signedIn()) return signInFirst.showModal();
    held.set(widget, button);
    if (widget) {
      widget.setAttribute('data-widget-wanted', '');
      widget.dispatchEvent(new Event('widget:wanted'));
    }
  };
  addEventListener('click', hold, true);
  const pressAgain = (key: Element | null) => {
    const button = held.get(key);
    held.delete(key);
    if (button?.isConnected) button.click();
  };
  Object.assign(window, {
    replayEarlyTaps: () => {
      hydrated = true;
      pressAgain(null);
    },
    replayWidgetTap: pressAgain,
  });
}
