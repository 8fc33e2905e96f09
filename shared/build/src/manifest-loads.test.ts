import { describe, expect, it } from 'vitest';
import { type ChunkGraphView, exposeGroup, groupLoad, providedGroup } from './manifest-loads.ts';

const module = (type: string, identifier: string) => ({ type, identifier: () => identifier });
const consume = (key: string, version: string) =>
  module(
    'consume-shared-module',
    `consume shared module (default) ${key}@${version} (strict) (fallback: /work/node_modules/${key}/index.js)`,
  );
const provide = (key: string, version: string) =>
  module(
    'provide-module',
    `provide shared module (default) ${key}@${version} = /work/node_modules/${key}/index.js`,
  );

/** A remote's build: the shop page's group (three chunks, one without a file) and the form kit it provides. */
function build(): ChunkGraphView {
  const [c, seven, h, wx, d] = [{}, {}, {}, {}, {}];
  const modules = new Map<object, ReturnType<typeof module>[]>([
    [c, [consume('react', '^19.0.0')]],
    [seven, [consume('@tanstack/react-query', '^5.0.0'), consume('react', '^19.0.0')]],
    [h, [module('javascript/auto', './src/routes/shop-page.tsx'), consume('@aspire/ui/status.tsx', '*')]],
    [wx, [module('javascript/auto', 'react-hook-form')]],
    [d, [module('javascript/auto', './src/form.tsx'), consume('react', '^19.0.0')]],
  ]);
  const shopPage = {
    name: '__federation_expose_shop_page',
    chunks: [c, seven, h],
    getFiles: () => ['static/css/q.1.css', 'static/js/h.1.js', 'static/js/shop_page.1.js'],
  };
  const form = {
    chunks: [wx, d],
    origins: [{ module: provide('@aspire/ui/form.tsx', '0.0.0') }],
    getFiles: () => ['static/js/wx.1.js', 'static/js/d.1.js'],
  };
  const formFallback = {
    chunks: [wx],
    origins: [{ module: consume('@aspire/ui/form.tsx', '*') }],
    getFiles: () => [],
  };
  return {
    chunkGroups: [shopPage, formFallback, form],
    namedChunkGroups: new Map([[shopPage.name, shopPage]]),
    chunkGraph: { getChunkModules: (chunk) => modules.get(chunk) ?? [] },
  };
}

describe('what the browser loads to run a chunk group', () => {
  it("is an expose's scripts, and the share keys its chunks consume, scoped names and versions read apart, each once", () => {
    const compilation = build();
    expect(groupLoad(compilation, exposeGroup(compilation, 'shop-page'))).toEqual({
      scripts: ['static/js/h.1.js', 'static/js/shop_page.1.js'],
      consumes: ['@aspire/ui/status.tsx', '@tanstack/react-query', 'react'],
    });
  });

  it('is, for a shared module, the group of the code the app provides for it, every chunk of it', () => {
    const compilation = build();
    expect(groupLoad(compilation, providedGroup(compilation, '@aspire/ui/form.tsx'))).toEqual({
      scripts: ['static/js/wx.1.js', 'static/js/d.1.js'],
      consumes: ['react'],
    });
  });

  it('is nothing for a module the build does not have', () => {
    const compilation = build();
    expect(groupLoad(compilation, providedGroup(compilation, 'zod'))).toEqual({ scripts: [], consumes: [] });
    expect(groupLoad(compilation, exposeGroup(compilation, 'orders-page'))).toEqual({
      scripts: [],
      consumes: [],
    });
  });
});
