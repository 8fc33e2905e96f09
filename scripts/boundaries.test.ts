import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
// The rules `pnpm lint:boundaries` reads, cruised in this process: a command per case took 27 s.
const options = await extractDepcruiseOptions(path.join(ROOT, '.dependency-cruiser.cjs'));
let fixture: string;

/** The rules the project's config finds broken by importing `to` from `from`. */
async function violations(from: string, to: string) {
  const dir = mkdtempSync(path.join(fixture, 'case-'));
  const relative = path.relative(path.dirname(path.join(dir, from)), path.join(dir, to));
  mkdirSync(path.dirname(path.join(dir, from)), { recursive: true });
  mkdirSync(path.dirname(path.join(dir, to)), { recursive: true });
  writeFileSync(path.join(dir, to), 'export const value = 1;\n');
  writeFileSync(path.join(dir, from), `import { value } from './${relative}';\nexport default value;\n`);
  const { output } = await cruise([from], { ...options, baseDir: dir, validate: true });
  return (output as ICruiseResult).summary.violations.map((v) => v.rule.name);
}

beforeAll(() => {
  fixture = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
});
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('import boundaries (pnpm lint:boundaries)', () => {
  it.each([
    ['a remote importing another', 'mfe-shop/src/a.ts', 'mfe-info/src/b.ts', 'remote-to-remote'],
    ['the shell importing a remote', 'shell/src/a.ts', 'mfe-info/src/b.ts', 'shell-and-remotes-apart'],
    ['a remote importing the shell', 'mfe-lms/src/a.ts', 'shell/src/b.ts', 'shell-and-remotes-apart'],
    ['a service importing another', 'services/shop/src/a.ts', 'services/lms/src/b.ts', 'service-to-service'],
    ['a service importing a remote', 'services/shop/src/a.ts', 'mfe-shop/src/b.ts', 'back-end-to-front-end'],
    ['a shared package importing an app', 'shared/ui/src/a.ts', 'shell/src/b.ts', 'shared-to-apps'],
    [
      'a feature importing another',
      'mfe-shop/src/features/cart/a.ts',
      'mfe-shop/src/features/orders/b.ts',
      'feature-to-feature',
    ],
    [
      'production code importing test tooling',
      'services/shop/src/routes/a.ts',
      'services/kit/src/testing/b.ts',
      'production-to-tooling',
    ],
    [
      'production code importing a development stand-in',
      'services/shop/src/payments/a.ts',
      'services/shop/dev/b.ts',
      'production-to-tooling',
    ],
    [
      "the kit's production code importing its development tooling",
      'services/kit/src/a.ts',
      'services/kit/src/dev/b.ts',
      'production-to-tooling',
    ],
  ])('refuses %s', async (_what, from, to, rule) => {
    expect(await violations(from, to)).toContain(rule);
  });

  it.each([
    ['a service importing the kit', 'services/shop/src/a.ts', 'services/kit/src/b.ts'],
    ['a remote importing a shared package', 'mfe-shop/src/a.ts', 'shared/ui/src/b.ts'],
    ['a feature importing its own lib', 'mfe-shop/src/features/cart/a.ts', 'mfe-shop/src/lib/b.ts'],
    ['a test importing test tooling', 'services/shop/src/routes/a.test.ts', 'services/kit/src/testing/b.ts'],
    ['development tooling sharing a piece', 'services/kit/src/dev/a.ts', 'services/kit/src/dev/b.ts'],
  ])('allows %s', async (_what, from, to) => {
    expect(await violations(from, to)).toEqual([]);
  });
});
