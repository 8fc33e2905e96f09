import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exposesOf, type RemoteName, remotePort, SHELL_PORT } from '@aspire/config/site-map';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { compileHints } from './compile-hints.ts';
import { manifestLoads } from './manifest-loads.ts';

/** Every react-router-dom export the shell and the remotes use, and the common hooks besides. */
const ROUTER_EXPORTS = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'RouterProvider',
  'createBrowserRouter',
  'matchPath',
  'generatePath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useMatch',
  'useHref',
  'useBlocker',
  'useInRouterContext',
  'useOutletContext',
  'useResolvedPath',
  'useRouteError',
  'createSearchParams',
];

/**
 * One React, one router and one session store on the page: these are singletons for the host and
 * every remote. Subpaths are shared with the trailing-slash form so `react-dom/client` is not bundled twice.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
  // Tree-shaken to the exports the apps use (62 → ~30 KB gzip). The list is explicit: with inferred
  // exports the host kept only its own and a remote calling `useLocation` found none (a singleton has
  // no second copy to fall back to). A remote starting to use another export adds it here.
  'react-router-dom': {
    singleton: true,
    requiredVersion: '^7.0.0',
    treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS },
  },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  // One data cache on the page (the cache's React context must be the host's).
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
  // State that must be one on the page: the session (token, profile) and which overlay is open.
  '@aspire/client/session': { singleton: true, requiredVersion: false },
  '@aspire/client/overlays': { singleton: true, requiredVersion: false },
  '@aspire/client/query-client': { singleton: true, requiredVersion: false },
  '@aspire/config/': { singleton: true, requiredVersion: false },
  // The form kit (`@aspire/ui/form.tsx`) is the only user of react-hook-form: one kit on the page means
  // one react-hook-form, bundled into it tree-shaken (shared on its own it came whole, 14.9 KB gzip).
  '@aspire/ui/': { singleton: true, requiredVersion: false },
  // Not shared: `@aspire/client/http` and `@aspire/contracts/*` are stateless and bring zod, which is
  // bundled per app on purpose (a shared module cannot be tree-shaken by member use: shared zod
  // measured 88 KB gzip against ~26 KB bundled per remote). Sharing them made a remote's page load the
  // shell's zod as well as its own.
} as const;

/** Libraries that break when two copies run in one process (hooks, contexts): the shell's serve all. */
const HOST_ONLY = /^(react|react-dom|react-router-dom|@tanstack\/react-query|zustand)(\/|$)/;

/**
 * The server build's shared modules: the same singletons, whole (no tree shaking: the server never
 * downloads them). A remote's server build brings no React, router or data cache of its own
 * (`import: false`): it renders inside the shell's server and must use the shell's. The kit's modules
 * keep their fallback, since the shell does not use every one of them.
 */
function serverShared(provider: boolean) {
  return Object.fromEntries(
    Object.entries(sharedSingletons).map(([name, { singleton, requiredVersion }]) => [
      name,
      provider || !HOST_ONLY.test(name)
        ? { singleton, requiredVersion }
        : { singleton, requiredVersion, import: false as const },
    ]),
  );
}

/**
 * An app's node environment, built beside the web one by the same `rsbuild build`, into dist/server:
 * CommonJS files that the shell's server runs (the Module Federation node runtime fetches a remote's
 * over HTTP and evaluates them). `entry` is empty for a remote, whose server build is its container.
 */
function serverEnvironment(entry: Record<string, string>) {
  const ownEntry = Object.keys(entry).length > 0;
  return {
    source: { entry },
    // Rsbuild would default an empty entry to ./src; Module Federation adds the container entry itself.
    tools: {
      rspack: (config: { entry?: unknown }) => {
        if (!ownEntry) config.entry = {};
      },
    },
    output: {
      target: 'node' as const,
      distPath: { root: 'dist/server' },
      // `.js` names (the node plugin appends its container name to any other ending); a remote's
      // files are hashed, so a page keeps the version it was rendered with.
      filename: { js: ownEntry ? '[name].js' : '[name].[contenthash:10].js' },
    },
  };
}

const common = (port: number): RsbuildConfig => ({
  plugins: [pluginReact()],
  server: { port, host: '127.0.0.1', strictPort: true },
  output: {
    // Hashed, immutable file names; the manifest and remote entry are served no-cache.
    filenameHash: true,
    cssModules: { localIdentName: '[local]-[hash:base64:6]' },
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // The kit's styles in one sheet per app. Left to the default, each kit module's chunk carried its
      // own copy of the sheets it imports (the status notice's under four names in one build), and the
      // runtime appended a copy under another name than the one the server had linked: a restyle of
      // the whole page each time, after hydration.
      override: {
        cacheGroups: {
          kitStyles: {
            type: 'css/mini-extract',
            test: /[\\/]shared[\\/]ui[\\/]src[\\/]/,
            name: 'kit-styles',
            chunks: 'all',
            enforce: true,
            priority: 10,
          },
          // Likewise an app's own sheet that several of its chunks import: one copy, in a chunk of its own.
          sharedStyles: { type: 'css/mini-extract', chunks: 'all', minChunks: 2, minSize: 0, priority: 5 },
        },
      },
    },
  },
});

/**
 * A remote's version, written beside its manifests after a build so a page can be pinned to it: the
 * hash of its web and server manifests (which name every other file by its content hash) is the
 * version; `mf-manifest.<version>.json` (web and server) are copies that never change, and
 * `version.json` (served no-cache) says which is the newest. A redeploy copies the new build over the
 * old, so a page rendered with the old version keeps finding its files.
 */
export const pinnedManifests = (): RsbuildPlugin => ({
  name: 'aspire:pinned-manifests',
  setup(api) {
    api.onAfterBuild(({ environments }) => {
      const folders = [environments.web!.distPath, environments.node!.distPath];
      const manifests = folders.map((folder) => readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
      const version = createHash('sha256').update(manifests.join('\n')).digest('hex').slice(0, 16);
      folders.forEach((folder, at) => {
        writeFileSync(path.join(folder, `mf-manifest.${version}.json`), manifests[at]!);
      });
      writeFileSync(path.join(folders[0]!, 'version.json'), JSON.stringify({ version }));
    });
  },
});

/**
 * Rsbuild config of a federated remote, served from its own origin: it exposes exactly the route pages
 * and widgets the site map names for it.
 */
export function remoteConfig(name: RemoteName) {
  return defineConfig({
    ...common(Number(process.env.PORT ?? remotePort(name))),
    // 'auto' resolves assets against the remote's own URL, so a remote can move without a rebuild.
    output: { ...common(0).output, assetPrefix: 'auto' },
    html: { title: `Aspire ${name} (standalone)` },
    environments: {
      web: { source: { entry: { index: './src/standalone.tsx' } } },
      node: serverEnvironment({}),
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes: exposesOf(name),
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The federation runtime comes from the host (one copy, ~30 KB gzip saved per remote entry).
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      pluginModuleFederation(
        {
          name,
          exposes: exposesOf(name),
          shared: serverShared(false),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        },
        { target: 'node', environment: 'node' },
      ),
      manifestLoads(),
      compileHints(),
      pinnedManifests(),
    ],
  });
}

/** Rsbuild config of the shell: the host, whose remotes are registered at run time from /remotes.json. */
export function hostConfig(config: RsbuildConfig) {
  return defineConfig({
    ...common(Number(process.env.PORT ?? SHELL_PORT)),
    ...config,
    output: { ...common(0).output, assetPrefix: '/', ...config.output },
    // The entry moves into the web environment (top level, it would be merged into the server's too).
    source: { ...config.source, entry: undefined },
    environments: {
      web: { source: { entry: config.source?.entry } },
      node: serverEnvironment({ server: './src/server/server-entry.ts' }),
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
        // The host provides the federation runtime to the remotes (their entries do not bundle it),
        // without the code the runtime keeps for Node (the server build has its own runtime).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      pluginModuleFederation(
        { name: 'shell', remotes: {}, shared: serverShared(true), shareStrategy: 'loaded-first', dts: false },
        { target: 'node', environment: 'node' },
      ),
      manifestLoads(),
      compileHints(),
      ...(config.plugins ?? []),
    ],
  });
}
