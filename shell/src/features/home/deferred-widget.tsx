import type { RemoteName } from '@aspire/config/site-map';
import { type ReactNode, Suspense, use, useEffect, useRef } from 'react';
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

  useEffect(() => {
    const element = slot.current;
    const approach = approachOf(name);
    if (!element || approach.done) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A module that fails to load is left to the widget's error boundary, with its retry.
        void loadRemoteComponent(remote, module)
          .catch(() => undefined)
          .then(approach.reached);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [name, remote, module]);

  return (
    <div ref={slot} className={styles.slot} data-widget={name}>
      <Suspense fallback={<div className={styles.widgetPlaceholder} />}>
        <UntilNear name={name}>
          <RemoteView remote={remote} module={module} widget />
        </UntilNear>
      </Suspense>
    </div>
  );
}
