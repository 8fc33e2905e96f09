import type { RemoteName } from '@aspire/config/site-map';
import { useEffect, useRef, useState } from 'react';
import { prerenderedSlot, whenSettled } from '../../app/prerendered.ts';
import { RemoteView } from '../../remotes/remote-view.tsx';
import styles from './home.module.css';

/**
 * A home-page widget slot, an island of its own. Below the fold its remote loads only when the visitor
 * scrolls near it, so the first load carries no code for it. Until then, and while it loads, the slot
 * shows the widget's prerendered HTML when the page came prerendered, and the
 * live widget takes its place once it has rendered its content, in one step, so nothing shifts; the
 * rest of the page does not wait for it.
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
  const live = useRef<HTMLDivElement>(null);
  const [snapshot, setSnapshot] = useState(() => prerenderedSlot(name));
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const element = live.current;
    if (!near || !snapshot || !element) return;
    return whenSettled(
      element,
      () => element.childElementCount > 0,
      () => setSnapshot(null),
    );
  }, [near, snapshot]);

  return (
    <div ref={slot} className={styles.slot} data-widget={name}>
      <div className={styles.stack}>
        {snapshot && (
          // The shell's own build-time HTML of this slot (see shell/prerender.ts).
          <div inert dangerouslySetInnerHTML={{ __html: snapshot }} />
        )}
        {near ? (
          <div
            ref={live}
            className={snapshot ? styles.pendingWidget : undefined}
            data-deferred={snapshot ? 'loading' : undefined}
            aria-hidden={snapshot ? true : undefined}
          >
            <RemoteView remote={remote} module={module} widget />
          </div>
        ) : (
          !snapshot && <div className={styles.widgetPlaceholder} data-deferred="waiting" />
        )}
      </div>
    </div>
  );
}
