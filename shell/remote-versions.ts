import { REMOTES, type RemoteName } from '@aspire/config/site-map';
import { latest } from './latest.ts';

/** The remotes' versions a page is rendered and sent with; `key` names the tuple (one render worker each). */
export type PinnedRemotes = { key: string; versions: Partial<Record<RemoteName, string>> };

/** A version as a remote's build writes it (see `pinnedManifests` in shared/build): hex, nothing else. */
const VERSION = /^[0-9a-f]{8,64}$/;

/** The address of the web manifest of `version` (the newest one's, `mf-manifest.json`, without). */
export const pinnedManifest = (manifest: string, version: string | undefined) =>
  version ? new URL(`mf-manifest.${version}.json`, manifest).href : manifest;

/** The address of the server manifest beside the web manifest `manifest` (see pinnedManifest). */
export const pinnedServerManifest = (manifest: string, version: string | undefined) =>
  new URL(`server/mf-manifest${version ? `.${version}` : ''}.json`, manifest).href;

/**
 * Each remote's newest version (its `version.json`, beside the manifest `manifests` names), asked at
 * most every `everyMs` and shared by every request. A remote that cannot be asked keeps the version
 * last seen (its files stay where they were); one never seen is not pinned (`mf-manifest.json`).
 */
export function remoteVersions(
  manifests: Record<RemoteName, string>,
  { everyMs = 1_000, now = Date.now }: { everyMs?: number; now?: () => number } = {},
) {
  const known: Partial<Record<RemoteName, string>> = {};
  const versionOf = async (remote: RemoteName) => {
    const response = await fetch(new URL('version.json', manifests[remote]), {
      signal: AbortSignal.timeout(2_000),
    });
    const { version } = (await response.json()) as { version?: unknown };
    if (response.ok && typeof version === 'string' && VERSION.test(version)) known[remote] = version;
  };
  return latest(
    async (): Promise<PinnedRemotes> => {
      await Promise.all(REMOTES.map((remote) => versionOf(remote).catch(() => undefined)));
      const versions = { ...known };
      return {
        key: REMOTES.map((remote) => `${remote}@${versions[remote] ?? 'newest'}`).join(' '),
        versions,
      };
    },
    everyMs,
    now,
  );
}
