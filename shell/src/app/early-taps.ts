/**
 * A server-rendered page's one inline script (the server inlines this function's source, its hash in
 * the script policy, so it must stand alone: no imports, nothing from the module around it). A press
 * on one of the page's buttons before the app has hydrated is held (links and forms work without the
 * app) and pressed again once it has: hydration keeps the server's elements, so it is the same button.
 */
export function holdEarlyTaps() {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('#root button');
    if (!(button instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  addEventListener('click', hold, true);
  (window as { replayEarlyTaps?: () => void }).replayEarlyTaps = () => {
    removeEventListener('click', hold, true);
    if (held?.isConnected) held.click();
    held = null;
  };
}
