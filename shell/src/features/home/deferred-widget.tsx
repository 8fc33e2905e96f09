import type { RemoteName } from '@aspire/config/site-map';
import { type ReactNode, Suspense, use, useCallback, useEffect, useRef } from 'react';
import { RemoteView } from '../../remotes/remote-view.tsx';
import { loadRemoteComponent } from '../../remotes/remotes.ts';
import styles from './home.module.css';

type Approach = { promise: Promise<void>; reached: () => void; done: boolean };
/** Per widget, whether its slot has come near the viewport and its code is here: once per page load. */
const approaches = new Map<string, Approach>();

function approachOf(name: string) {
  let approach = approaches.get(name);
  if (!approach) {
    let resolve = () => {};
    const made: Approach = {
      promise: new Promise<void>((settle) => {
        resolve = settle;
      }),
      reached: () => {
        made.done = true;
        resolve();
      },
      done: false,
    };
    approaches.set(name, made);
    approach = made;
  }
  return approach;
}

/**
 * In the browser, holds the widget until its slot has come near and its code is here: while hydrating,
 * its Suspense boundary keeps the server's HTML as it is (no code, no work, nothing shifts) until then.
 * The server renders it at once.
 */
function UntilNear({ name, children }: { name: string; children: ReactNode }) {
  const approach = approachOf(name);
  if (typeof document !== 'undefined' && !approach.done) use(approach.promise);
  return children;
}

/**
 * Marks a widget's slot ready once the widget is on the page, and presses again a button pressed
 * meanwhile (held by early-taps.ts). On the element, not as a prop: the server's HTML has no such mark.
 */
function markReady(slot: HTMLElement | null) {
  if (!slot) return;
  slot.setAttribute('data-widget-ready', '');
  (window as { replayWidgetTap?: (slot: Element) => void }).replayWidgetTap?.(slot);
}

/**
 * A home-page widget slot, an island of its own. The server renders the widget's HTML into the page;
 * below the fold its code loads only when the visitor scrolls near it, and then it hydrates in place.
 * Reached by the app's own navigation, the slot holds a placeholder until then.
 */
export function DeferredWidget({
  name,
  remote,
  module,
}: {
  name: string;
  remote: RemoteName;
  module: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const shown = useCallback(() => markReady(slot.current), []);

  useEffect(() => {
    const element = slot.current;
    const approach = approachOf(name);
    if (!element || approach.done) return;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      // A module that fails to load is left to the widget's error boundary, with its retry.
      void loadRemoteComponent(remote, module)
        .catch(() => undefined)
        .then(approach.reached);
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    // A press on the widget before its code is here (early-taps.ts) wants it at once.
    if (element.hasAttribute('data-widget-wanted')) load();
    element.addEventListener('widget:wanted', load);
    return () => {
      observer.disconnect();
      element.removeEventListener('widget:wanted', load);
    };
  }, [name, remote, module]);

  return (
    <div ref={slot} className={styles.slot} data-widget={name}>
      <Suspense fallback={<div className={styles.widgetPlaceholder} />}>
        <UntilNear name={name}>
          <RemoteView remote={remote} module={module} widget onShown={shown} />
        </UntilNear>
      </Suspense>
    </div>
  );
}
