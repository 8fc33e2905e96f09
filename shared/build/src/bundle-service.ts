/**
 * Bundles one service into `services/<name>/dist/node/`: `server.mjs`, the file the launcher runs, and
 * the chunks it loads when it first needs them (a deployment copies the folder with the service's `media/` and `content/`, and the installed packages of
 * RUN_TIME_PACKAGES below when the service loads one). Running the bundle instead of the
 * TypeScript sources spares each process Node's type-stripping compiler and some hundreds of module
 * records: about 40 MB less memory per service. Paths a service reads at run time (`media/`, `content/`, the sandbox
 * script) are written relative to both `src/<folder>/` and `dist/node/`, two levels below the service.
 * Usage: node shared/build/src/bundle-service.ts services/<name>
 */
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'rolldown';

/**
 * Packages the bundle leaves out and loads from node_modules when it runs: sharp is native (libvips and
 * its binding, which the package manager installs for the machine), loaded on a picture's first upload.
 */
const RUN_TIME_PACKAGES = ['sharp'];

const serviceDir = path.resolve(process.argv[2] ?? '.');
const bundleDir = path.join(serviceDir, 'dist/node');
const bundleFile = path.join(bundleDir, 'server.mjs');
// No chunk of an earlier build is left beside this one.
rmSync(bundleDir, { recursive: true, force: true });
const { output } = await build({
  input: path.join(serviceDir, 'src/server.ts'),
  platform: 'node',
  tsconfig: path.join(serviceDir, 'tsconfig.json'),
  logLevel: 'warn',
  external: RUN_TIME_PACKAGES,
  output: {
    dir: bundleDir,
    entryFileNames: 'server.mjs',
    // What a service loads with import() only when it needs it (the e-mail renderer, the OpenAPI
    // generator's converters) stays in chunks beside the bundle, out of memory until then.
    chunkFileNames: '[name]-[hash].mjs',
    format: 'esm',
    sourcemap: true,
  },
});

// Loaded lazily, a package the service does not depend on would fail only at its first upload: refuse now.
const loaded = output.flatMap((chunk) =>
  chunk.type === 'chunk' ? [...chunk.imports, ...chunk.dynamicImports] : [],
);
const resolveFromBundle = createRequire(bundleFile);
for (const name of RUN_TIME_PACKAGES.filter((candidate) => loaded.includes(candidate))) {
  try {
    resolveFromBundle.resolve(name);
  } catch {
    throw new Error(
      `${path.relative(process.cwd(), serviceDir)} loads ${name} when it runs: add "${name}": "catalog:" to its package.json dependencies`,
    );
  }
}
