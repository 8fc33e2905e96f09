/**
 * Bundles one service into a single JavaScript file, `services/<name>/dist/node/server.mjs`, the file the
 * launcher runs (and a deployment copies with the service's `media/`). Running the bundle instead of the
 * TypeScript sources spares each process Node's type-stripping compiler and some hundreds of module
 * records: about 40 MB less memory per service. Paths a service reads at run time (`media/`, the sandbox
 * script) are written relative to both `src/<folder>/` and `dist/node/`, two levels below the service.
 * Usage: node shared/build/src/bundle-service.ts services/<name>
 */
import path from 'node:path';
import { build } from 'rolldown';

const serviceDir = path.resolve(process.argv[2] ?? '.');
await build({
  input: path.join(serviceDir, 'src/server.ts'),
  platform: 'node',
  tsconfig: path.join(serviceDir, 'tsconfig.json'),
  logLevel: 'warn',
  output: {
    file: path.join(serviceDir, 'dist/node/server.mjs'),
    format: 'esm',
    sourcemap: true,
    // One file: the OpenAPI generator's schema converters are loaded with import().
    codeSplitting: false,
  },
});
