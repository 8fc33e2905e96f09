import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { hostConfig } from '@aspire/build/federation';
import { type ChunkGraphView, groupLoad } from '@aspire/build/manifest-loads';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { ChunkGroupFiles } from './page-files.ts';

/**
 * Files the shell's server needs beside its server build: `chunk-groups.json`, the files of each named
 * chunk group and named chunk of the web build and the shared modules each consumes (`bootstrap` holds
 * the app's own styles and `kit-styles` the kit's, which a server-rendered page links in its head; the
 * scripts of `bootstrap` and `start-remotes` and what they consume, it preloads), and
 * `server/package.json`, since the server build is CommonJS in a package whose files are otherwise ES
 * modules.
 */
const serverPageFiles: RsbuildPlugin = {
  name: 'aspire:server-page-files',
  setup(api) {
    api.onAfterEnvironmentCompile(({ stats, environment }) => {
      if (environment.name === 'node')
        writeFileSync(path.join(environment.distPath, 'package.json'), '{"type":"commonjs"}\n');
      if (environment.name !== 'web' || !stats) return;
      const { namedChunkGroups = {}, chunks = [] } = stats.toJson({
        all: false,
        chunkGroups: true,
        chunks: true,
      });
      const compilation = stats.compilation as unknown as ChunkGraphView;
      const groups: Record<string, ChunkGroupFiles> = Object.fromEntries([
        ...chunks.flatMap((chunk) =>
          (chunk.names ?? []).map((name) => [name, { files: chunk.files ?? [], consumes: [] }]),
        ),
        // A chunk group of the same name as a chunk (an import's chunk name) names both: the group wins.
        ...Object.entries(namedChunkGroups).map(([name, group]) => [
          name,
          {
            files: (group.assets ?? []).map((asset) => asset.name),
            consumes: groupLoad(compilation, compilation.namedChunkGroups.get(name)).consumes,
          },
        ]),
      ]);
      writeFileSync(path.join(environment.distPath, 'chunk-groups.json'), JSON.stringify(groups));
    });
  },
};

export default hostConfig({
  source: { entry: { index: './src/index.ts' } },
  html: {
    title: 'Aspire College & Trust | Islamic Studies, Psychology, BBA, Arabic in Chennai and Bengaluru',
    meta: {
      description:
        'Aspire College & Trust in Chennai and Bengaluru: Islamic studies, psychology, business administration, Arabic and 12th standard, on campus and online.',
      viewport: 'width=device-width, initial-scale=1',
      'theme-color': '#0b5d4b',
    },
    template: './index.html',
  },
  plugins: [serverPageFiles],
});
