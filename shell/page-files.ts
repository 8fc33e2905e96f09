import type { RemoteName } from '@aspire/config/site-map';

/**
 * A shared module or an expose in a federation manifest: its files, and (written by our build,
 * shared/build/src/manifest-loads.ts) every script it runs and the shared modules its code takes. A
 * remote built before that has only the manifest's own lists, which can leave out a shared chunk.
 */
type ManifestModule = {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
  scripts?: string[];
  consumes?: string[];
};

/** What a federation manifest (mf-manifest.json) says of an app's entry, shared modules and exposes. */
export type FederationManifest = {
  metaData?: { remoteEntry?: { name: string; path: string } };
  shared: ManifestModule[];
  exposes: ManifestModule[];
};

/** A named chunk group of the shell's build (chunk-groups.json): its files and the shared modules it consumes. */
export type ChunkGroupFiles = { files: string[]; consumes: string[] };

/** A file of a page: a path in the shell's build, or in a remote's (resolved against its manifest). */
export type PageFile = { remote?: RemoteName; path: string };

/** A remote module of the route, with its remote's manifest. */
export type RouteRemote = { remote: RemoteName; module: string; manifest: FederationManifest };

const fileKey = (file: PageFile) => `${file.remote ?? ''}:${file.path}`;

/** The files in order, each named once: the first of those with the same key. */
function once(files: PageFile[], key: (file: PageFile) => string) {
  const seen = new Set<string>();
  return files.filter((file) => !seen.has(key(file)) && Boolean(seen.add(key(file))));
}

/** The content hash in a built sheet's name (`x.93a6a8d1c9.css`): the same hash, the same bytes. */
const contentHash = (path: string) => /\.([0-9a-f]{8,})\.css$/.exec(path)?.[1];

/**
 * The style sheets a server-rendered page draws with: the shell's own and its kit sheet (`ownFiles`),
 * the kit's modules the shell provides, and for each remote module of the route its own sheets and
 * those of the kit's modules only that remote provides. Each content once, should two apps build the
 * same sheet.
 */
export function pageStyles(
  shell: { ownFiles: string[]; manifest: FederationManifest },
  remotes: RouteRemote[],
): PageFile[] {
  const css = (files: string[]) => files.filter((file) => file.endsWith('.css'));
  const provided = new Set(shell.manifest.shared.map((shared) => shared.name));
  const styles: PageFile[] = [
    ...css(shell.ownFiles).map((path) => ({ path })),
    ...shell.manifest.shared.flatMap((shared) => css(shared.assets.css.sync)).map((path) => ({ path })),
    ...remotes.flatMap(({ remote, module, manifest }) =>
      [
        ...manifest.shared
          .filter((shared) => !provided.has(shared.name))
          .flatMap((shared) => shared.assets.css.sync),
        ...(manifest.exposes.find((expose) => expose.name === module)?.assets.css.sync ?? []),
      ].map((path) => ({ remote, path })),
    ),
  ];
  return once(styles, (style) => contentHash(style.path) ?? fileKey(style));
}

/** The scripts a page runs before it hydrates: those its shell's start asks for itself, then the route's. */
export type PageScripts<T = PageFile> = { start: T[]; route: T[] };

/**
 * The scripts a server-rendered page runs before it can hydrate: the shell's start (`groups`) and the
 * shared modules it takes; then, for each remote module of the route, its remote's entry, its own
 * chunks and the shared modules these take that the start did not, each from the shell where it
 * provides it (the page runs the shell's) or else from the remote. The browser finds the route's only
 * when the code before has run (the shell's chunks, the remote's entry, its page), so the page asks
 * for them together once the remotes have answered (page-scripts.ts).
 */
export function pageScripts(
  shell: { groups: ChunkGroupFiles[]; manifest: FederationManifest },
  remotes: RouteRemote[],
): PageScripts {
  const js = (files: string[]) => files.filter((file) => file.endsWith('.js'));
  const scriptsOf = (module: ManifestModule) => module.scripts ?? js(module.assets.js.sync);
  const provided = new Map(shell.manifest.shared.map((shared) => [shared.name, shared]));
  let scripts: PageFile[] = [];
  const taken = new Set<string>();
  const take = (names: string[], remote?: RouteRemote) => {
    for (const name of names) {
      const fromShell = provided.get(name);
      const shared = fromShell ?? remote?.manifest.shared.find((candidate) => candidate.name === name);
      const key = fromShell ? name : `${remote?.remote}:${name}`;
      if (!shared || taken.has(key)) continue;
      taken.add(key);
      for (const path of scriptsOf(shared))
        scripts.push(fromShell || !remote ? { path } : { remote: remote.remote, path });
      take(shared.consumes ?? [], fromShell ? undefined : remote);
    }
  };
  for (const group of shell.groups) {
    scripts.push(...js(group.files).map((path) => ({ path })));
    take(group.consumes);
  }
  const start = once(scripts, fileKey);
  scripts = [];
  for (const route of remotes) {
    const { remote, module, manifest } = route;
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) scripts.push({ remote, path: entry.path ? `${entry.path}/${entry.name}` : entry.name });
    const expose = manifest.exposes.find((candidate) => candidate.name === module);
    scripts.push(...(expose ? scriptsOf(expose) : []).map((path) => ({ remote, path })));
    take(expose?.consumes ?? [], route);
  }
  const started = new Set(start.map(fileKey));
  return { start, route: once(scripts, fileKey).filter((script) => !started.has(fileKey(script))) };
}
