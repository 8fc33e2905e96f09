import type { RemoteName } from '@aspire/config/site-map';
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

let manifest: Record<string, string> = {};

/**
 * Where each remote lives now (name → mf-manifest.json URL). The shell's server writes it into the page
 * as a JSON data block (never executed, so the script policy allows it), which saves the round trip of a
 * fetch before anything renders; /remotes.json stays as the fallback for a page served without it.
 */
async function readManifest(): Promise<Record<string, string>> {
  const inline = document.getElementById('remotes-manifest')?.textContent;
  if (inline) {
    try {
      return JSON.parse(inline) as Record<string, string>;
    } catch {}
  }
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    return (await response.json()) as Record<string, string>;
  } catch {
    return {};
  }
}

let registered: Promise<void> | undefined;
/** Reads where each remote lives and registers them, once. */
export function registerRemotesFromManifest() {
  registered ??= readManifest().then((read) => {
    manifest = read;
    registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
  });
  return registered;
}

/**
 * Starts fetching the remotes (and the exposed modules) the page needs before React asks for them, so
 * manifest, remote entry and chunks arrive in parallel with the shell's own start instead of one after
 * another. True once the remotes' manifests have been read; failures are left to the error boundary
 * of the mount that needs the module.
 */
export async function preloadRemotes(modules: { remote: RemoteName; module: string }[]) {
  const wanted = modules.filter((m) => manifest[m.remote]);
  if (!wanted.length) return false;
  const byRemote = new Map<string, string[]>();
  for (const { remote, module } of wanted)
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), `./${module}`]);
  return preloadRemote(
    [...byRemote].map(([nameOrAlias, exposes]) => ({
      nameOrAlias,
      exposes,
      resourceCategory: 'sync' as const,
    })),
  ).then(
    () => true,
    () => false,
  );
}

/** Forgets a remote that failed to load so the next attempt fetches it afresh. */
export function resetRemote(name: RemoteName) {
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

const loadedComponents = new Map<string, ComponentType>();

/** `<remote>/<module>` if its code is here already: drawn at once, so hydrating it waits for nothing. */
export const loadedComponent = (remote: RemoteName, module: string) =>
  loadedComponents.get(`${remote}/${module}`);

/** Loads `<remote>/<module>` whose default export is a React component. */
export async function loadRemoteComponent(remote: RemoteName, module: string) {
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} did not load`);
  loadedComponents.set(`${remote}/${module}`, loaded.default);
  return loaded;
}
