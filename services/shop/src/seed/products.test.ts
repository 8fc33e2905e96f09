import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR, readProducts, SEED_PRODUCTS } from './products.ts';

/** A copy of the content folder whose first product is changed. */
function productsWith(change: (product: Record<string, unknown>) => Record<string, unknown>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-content-'));
  cpSync(CONTENT_DIR, folder, { recursive: true });
  const file = path.join(folder, 'products.json');
  const [first, ...rest] = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify([change(first), ...rest]));
  return pathToFileURL(`${folder}/`);
}

describe('the shop content file', () => {
  it('holds products with distinct ids', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThan(0);
    expect(new Set(SEED_PRODUCTS.map((product) => product._id)).size).toBe(SEED_PRODUCTS.length);
  });

  it('is refused when malformed, naming the file and the field', () => {
    const dearer = productsWith((product) => ({ ...product, sellingPrice: 10_000 }));
    expect(() => readProducts(dearer)).toThrow(
      /Content file .*products\.json is not valid: 0\.sellingPrice: The selling price cannot be above the MRP/,
    );
    const badColour = productsWith((product) => ({
      ...product,
      art: { ...(product.art as object), palette: ['green', '#0b5d4b', '#c8902e'] },
    }));
    expect(() => readProducts(badColour)).toThrow(
      /products\.json is not valid: 0\.art\.palette\.0: Must be a colour/,
    );
  });
});
