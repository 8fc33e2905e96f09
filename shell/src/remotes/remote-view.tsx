import type { RemoteName } from '@aspire/config/site-map';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import styles from './remote.module.css';
import { RemoteBoundary } from './remote-boundary.tsx';
import { loadedComponent, loadRemoteComponent, resetRemote } from './remotes.ts';

const AREA: Record<RemoteName, string> = {
  catalog: 'courses',
  shop: 'shop',
  lms: 'learning',
  info: 'college information',
};

/** Calls `onShown` once its children are on the page (rendered, or hydrated from the server's HTML). */
function WhenShown({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useEffect(() => onShown(), [onShown]);
  return children;
}

/**
 * Mounts `<remote>/<module>` behind a suspense fallback and an error boundary with a retry; `onShown`
 * is called once the module's view is on the page.
 */
export function RemoteView({
  remote,
  module,
  widget = false,
  onShown,
}: {
  remote: RemoteName;
  module: string;
  widget?: boolean;
  onShown?: () => void;
}) {
  const [attempt, setAttempt] = useState(0);
  // A module already here (loaded before hydrating a server-rendered page) is drawn without suspending:
  // a boundary hydrated before its code has arrived would drop a press on it.
  const View = useMemo<ComponentType>(
    () =>
      (attempt === 0 && loadedComponent(remote, module)) || lazy(() => loadRemoteComponent(remote, module)),
    [remote, module, attempt],
  );
  return (
    <RemoteBoundary
      area={AREA[remote]}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense
        fallback={
          <div className={widget ? styles.widgetLoading : styles.loading} aria-busy="true">
            <span className="visually-hidden">Loading…</span>
          </div>
        }
      >
        {onShown ? (
          <WhenShown onShown={onShown}>
            <View />
          </WhenShown>
        ) : (
          <View />
        )}
      </Suspense>
    </RemoteBoundary>
  );
}
