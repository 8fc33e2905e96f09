import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/**
 * A React root in a fresh element of the (happy-dom) document for each test, unmounted after it: the
 * one harness of the component tests. Call it at the top of a test file.
 */
export function domRoot() {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    get container() {
      if (!container) throw new Error('domRoot() is used inside a test');
      return container;
    },
    /** Renders into the root; wrap it in `act` as React asks of tests. */
    render: (node: ReactNode) => root?.render(node),
  };
}
