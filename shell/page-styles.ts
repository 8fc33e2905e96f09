import type { RemoteName } from '@aspire/config/site-map';

/** What a federation manifest (mf-manifest.json) says of the style sheets of its modules. */
export type StyleManifest = {
  shared: { name: string; assets: { css: { sync: string[] } } }[];
  exposes: { name: string; assets: { css: { sync: string[] } } }[];
};

/** A style sheet of a page: a path in the shell's build, or in a remote's (resolved against its manifest). */
export type PageStyle = { remote?: RemoteName; path: string };

/** The content hash in a built sheet's name (`x.93a6a8d1c9.css`): the same hash, the same bytes. */
const contentHash = (path: string) => /\.([0-9a-f]{8,})\.css$/.exec(path)?.[1];

/**
 * The style sheets a server-rendered page draws with: the shell's own and its kit sheet (`ownFiles`),
 * the kit's modules the shell provides, and for each remote module of the route its own sheets and
 * those of the kit's modules only that remote provides. Each content once, should two apps build the
 * same sheet.
 */
export function pageStyles(
  shell: { ownFiles: string[]; manifest: StyleManifest },
  remotes: {
    remote: RemoteName;
    module: string;
    manifest: StyleManifest;
  }[],
): PageStyle[] {
  const css = (files: string[]) => files.filter((file) => file.endsWith('.css'));
  const provided = new Set(shell.manifest.shared.map((shared) => shared.name));
  const styles: PageStyle[] = [
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
  const seen = new Set<string>();
  return styles.filter((style) => {
    const key = contentHash(style.path) ?? `${style.remote ?? ''}:${style.path}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}
