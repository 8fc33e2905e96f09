import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { deskStyles as desk } from './desk.ts';
import { Dialog } from './dialog.tsx';

/**
 * Asks before unsaved changes are left behind: a link or Back inside the site opens a dialog (the
 * router's blocker), closing or reloading the tab the browser's own question. `release` lets the next
 * move through (the changes were just saved, and the page moves on); `prompt` is the dialog to draw,
 * naming `what` is being edited ("product", "event").
 */
export function useLeaveGuard(unsaved: boolean, what: string) {
  const guarding = useRef(unsaved);
  guarding.current = unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const stay = () => blocker.reset?.();
  return {
    release: () => {
      guarding.current = false;
    },
    prompt: (
      <Dialog open={blocker.state === 'blocked'} title="Leave without saving?" onClose={stay}>
        <p>Your changes to this {what} are not saved. If you leave now, they are lost.</p>
        <div className={desk.inline}>
          <button type="button" className={desk.primary} onClick={stay}>
            Stay and keep editing
          </button>
          <button type="button" className={desk.secondary} onClick={() => blocker.proceed?.()}>
            Leave without saving
          </button>
        </div>
      </Dialog>
    ),
  };
}
