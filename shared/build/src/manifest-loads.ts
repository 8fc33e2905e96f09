import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

type Module = { type: string; identifier(): string };
type ChunkGroup = {
  name?: string | null;
  chunks: readonly object[];
  origins?: readonly { module?: Module | null }[];
  getFiles(): string[];
};

/** The parts of an rspack compilation this reads: its chunk groups, and the modules of each chunk. */
export type ChunkGraphView = {
  chunkGroups: readonly ChunkGroup[];
  namedChunkGroups: ReadonlyMap<string, ChunkGroup>;
  chunkGraph: { getChunkModules(chunk: object): readonly Module[] };
};

/** What the browser fetches to run a chunk group: its scripts, and the shared modules it consumes. */
export type GroupLoad = { scripts: string[]; consumes: string[] };

/** The share key in a consume or provide module's name: `consume shared module (default) react@^19.0.0 …`. */
const shareKey = (kind: 'consume' | 'provide', module: Module) =>
  new RegExp(`^${kind} shared module \\([^)]*\\) (.+?)@[^@\\s]*(?: |$)`).exec(module.identifier())?.[1];

/**
 * The scripts of a chunk group and the shared modules (by share key) its chunks take from the
 * federation's share scope. Read from the chunk graph: the build's stats leave out modules of a chunk
 * that has many, and a federation manifest's asset lists leave out chunks a module shares with others.
 */
export function groupLoad(compilation: ChunkGraphView, group: ChunkGroup | undefined): GroupLoad {
  const consumes = (group?.chunks ?? [])
    .flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk))
    .filter((module) => module.type === 'consume-shared-module')
    .map((module) => shareKey('consume', module))
    .filter((key): key is string => Boolean(key));
  return {
    scripts: (group?.getFiles() ?? []).filter((file) => file.endsWith('.js')),
    consumes: [...new Set(consumes)].sort(),
  };
}

/** The chunk group of the code an app provides for a shared module (what its share scope's factory loads). */
export const providedGroup = (compilation: ChunkGraphView, key: string) =>
  compilation.chunkGroups.find((group) =>
    group.origins?.some((origin) => origin.module && shareKey('provide', origin.module) === key),
  );

/** The chunk group of a remote's expose, named by Module Federation after it (`shop-page` → `__federation_expose_shop_page`). */
export const exposeGroup = (compilation: ChunkGraphView, expose: string) =>
  compilation.namedChunkGroups.get(`__federation_expose_${expose.replace(/\W/g, '_')}`);

type ManifestModule = { name: string } & Partial<GroupLoad>;
type Manifest = { shared: ManifestModule[]; exposes: ManifestModule[] };

/**
 * Writes on each shared module and expose of an app's web manifest every script it runs and the
 * shared modules it consumes (`scripts`, `consumes`), so a server rendering a page can name in the
 * page's head every script the page will need, rather than the browser finding them one step after
 * another.
 */
export const manifestLoads = (): RsbuildPlugin => ({
  name: 'aspire:manifest-loads',
  setup(api) {
    api.onAfterEnvironmentCompile(({ stats, environment }) => {
      if (environment.name !== 'web' || !stats) return;
      const compilation = stats.compilation as unknown as ChunkGraphView;
      const file = path.join(environment.distPath, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      for (const shared of manifest.shared)
        Object.assign(shared, groupLoad(compilation, providedGroup(compilation, shared.name)));
      for (const expose of manifest.exposes)
        Object.assign(expose, groupLoad(compilation, exposeGroup(compilation, expose.name)));
      writeFileSync(file, JSON.stringify(manifest, null, 2));
    });
  },
});
