import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'catalog' | 'shop' | 'lms' | 'info';
let manifest: Record<string, string> = {};

/** Reads where each remote lives now (name → mf-manifest.json URL) and registers them. */
export async function registerRemotesFromManifest() {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    manifest = (await response.json()) as Record<string, string>;
  } catch {
    manifest = {};
  }
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
}

/** Forgets a remote that failed to load so the next attempt fetches it afresh. */
export function resetRemote(name: RemoteName) {
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Loads `<remote>/<module>` whose default export is a React component. */
export async function loadRemoteComponent(remote: RemoteName, module: string) {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} did not load`);
  return loaded;
}
