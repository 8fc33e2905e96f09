import { GST_RATES } from '@aspire/contracts/products-desk';
import { productIdSchema, productSchema } from '@aspire/contracts/shop';
import { readContentFile } from '@aspire/service-kit/content-files';
import { z } from 'zod';

/** `services/shop/content/`, two levels up from both `src/seed/` and the bundle's `dist/node/`. */
export const CONTENT_DIR = new URL('../../content/', import.meta.url);

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'Must be a colour as #rrggbb');

/** The look of a product's generated pictures (see art.ts). */
const artSpecSchema = z.strictObject({
  kind: z.enum(['book', 'notebook', 'rehal', 'mat', 'hoodie', 'counter', 'bag', 'diary', 'library']),
  /** Background, main colour, accent. */
  palette: z.tuple([colour, colour, colour]),
  /** Short lines printed on the cover or label. */
  label: z.array(z.string().min(1)).min(1),
  /** Facts shown on the third picture. */
  facts: z.array(z.string().min(1)).min(1),
});
export type ArtSpec = z.infer<typeof artSpecSchema>;

/** A product as `content/products.json` holds it. Rupees; prices include GST. */
const seedProductSchema = productSchema
  .pick({
    productName: true,
    productDescription: true,
    category: true,
    mrp: true,
    sellingPrice: true,
    activeStatus: true,
  })
  .extend({
    _id: productIdSchema,
    /** GST: the HSN code and rate, tax included in the prices (books: HSN 4901, nil-rated). */
    hsn: z.string().regex(/^\d{4}(\d{2}){0,2}$/, 'Must be an HSN code of 4, 6 or 8 digits'),
    gstRate: z.union(GST_RATES.map((rate) => z.literal(rate))),
    /** Copies on hand when the shop first starts (the college's own counts are never overwritten). */
    stock: z.number().int().min(0),
    art: artSpecSchema,
  })
  .strict()
  .refine((product) => product.sellingPrice <= product.mrp, {
    path: ['sellingPrice'],
    error: 'The selling price cannot be above the MRP',
  });
export type SeedProduct = z.infer<typeof seedProductSchema>;

/** The shop's products as its content file holds them; unknown fields are refused as typos. */
export const readProducts = (folder = CONTENT_DIR): SeedProduct[] =>
  readContentFile(folder, 'products.json', z.array(seedProductSchema));

/**
 * Ids are stable: the seed inserts what is missing and never overwrites what the college changed. Read
 * when the service starts.
 */
export const SEED_PRODUCTS = readProducts();

export const IMAGES_PER_PRODUCT = 3;
export const productImageUrls = (id: string) =>
  Array.from({ length: IMAGES_PER_PRODUCT }, (_, i) => `/api/shop/media/products/${id}-${i + 1}.svg`);
