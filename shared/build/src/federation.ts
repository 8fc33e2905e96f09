import { exposesOf, type RemoteName, remotePort, SHELL_PORT } from '@aspire/config/site-map';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

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

const common = (port: number): RsbuildConfig => ({
  plugins: [pluginReact()],
  server: { port, host: '127.0.0.1', strictPort: true },
  output: {
    // Hashed, immutable file names; the manifest and remote entry are served no-cache.
    filenameHash: true,
    cssModules: { localIdentName: '[local]-[hash:base64:6]' },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});

/**
 * Rsbuild config of a federated remote, served from its own origin: it exposes exactly the route pages
 * and widgets the site map names for it.
 */
export function remoteConfig(name: RemoteName) {
  return defineConfig({
    ...common(Number(process.env.PORT ?? remotePort(name))),
    source: { entry: { index: './src/standalone.tsx' } },
    // 'auto' resolves assets against the remote's own URL, so a remote can move without a rebuild.
    output: { ...common(0).output, assetPrefix: 'auto' },
    html: { title: `Aspire ${name} (standalone)` },
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
        experiments: { externalRuntime: true },
      }),
    ],
  });
}

/** Rsbuild config of the shell: the host, whose remotes are registered at run time from /remotes.json. */
export function hostConfig(config: RsbuildConfig) {
  return defineConfig({
    ...common(Number(process.env.PORT ?? SHELL_PORT)),
    ...config,
    output: { ...common(0).output, assetPrefix: '/', ...config.output },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
        // The host provides the federation runtime to the remotes (their entries do not bundle it).
        experiments: { provideExternalRuntime: true },
      }),
      ...(config.plugins ?? []),
    ],
  });
}
