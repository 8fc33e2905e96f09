import { z } from 'zod';
import { parseMediaUrl } from './media.ts';
import { PRODUCT_CATEGORIES, productAfterSchema, productCategorySchema, productIdSchema } from './shop.ts';
import { auditEntrySchema } from './staff.ts';

/**
 * The products desk (`/api/shop/staff/products…`, role `shop`): what the shop sells, its prices, pictures,
 * tax data and stock. A change shows on the public shop at once, on every instance.
 */

/** GST rates a product may carry (tax included in its prices; 0: nil-rated, as printed books). */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export const MAX_PRODUCT_IMAGES = 8;
/** Counts kept for a product: at most this many on hand. */
export const MAX_STOCK = 100_000;
/** Below or at this many left, the shop's mailbox is told (unless the product says otherwise). */
export const DEFAULT_LOW_STOCK_AT = 5;

const rupees = (label: string) =>
  z
    .number({ error: `Enter the ${label} in rupees` })
    .int(`Enter the ${label} in whole rupees`)
    .min(1, `The ${label} is at least ₹1`)
    .max(1_000_000, `The ${label} is at most ₹10,00,000`);

const stockCount = z
  .number({ error: 'Enter how many are in stock' })
  .int('Enter a whole number')
  .min(0, 'Stock cannot be negative')
  .max(MAX_STOCK, `At most ${MAX_STOCK.toLocaleString('en-IN')}`);

/**
 * What staff enter for a product. Its pictures are addresses: stored pictures (uploaded first, see
 * media.ts) or pictures the product already has. `stock` null means the shop does not count it (always
 * available); the selling price is never above the MRP.
 */
const productFields = z.object({
  productName: z
    .string({ error: 'Enter the product’s name' })
    .trim()
    .min(3, 'Enter the product’s name (3 characters at least)')
    .max(120, 'Name is too long (120 characters at most)'),
  productDescription: z
    .string({ error: 'Describe the product' })
    .trim()
    .min(20, 'Describe the product in a sentence or two (20 characters at least)')
    .max(4000, 'Description is too long (4000 characters at most)'),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'Choose books or others' }),
  mrp: rupees('MRP'),
  sellingPrice: rupees('selling price'),
  image: z
    .array(
      z
        .string()
        .max(200)
        .refine((url) => url.startsWith('/api/shop/media/'), 'Not a picture of this shop'),
    )
    .min(1, 'Add at least one picture')
    .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} pictures`)
    .refine((urls) => new Set(urls).size === urls.length, 'The same picture is there twice'),
  hsn: z
    .string({ error: 'Enter the HSN code' })
    .trim()
    .regex(/^\d{4}(\d{2}){0,2}$/, 'Enter the HSN code: 4, 6 or 8 digits'),
  gstRate: z.union(
    GST_RATES.map((rate) => z.literal(rate)),
    { error: `Choose a GST rate: ${GST_RATES.join(', ')}%` },
  ),
  lowStockAt: z
    .number({ error: 'Enter when to be told stock is low' })
    .int('Enter a whole number')
    .min(0, 'Cannot be negative')
    .max(10_000, 'At most 10,000'),
});

/** The selling price is never above the MRP (said under the selling price). */
const priceWithinMrp = <T extends { mrp: number; sellingPrice: number }>(schema: z.ZodType<T>) =>
  schema.refine((product) => product.sellingPrice <= product.mrp, {
    path: ['sellingPrice'],
    error: 'The selling price cannot be above the MRP',
    // Said as soon as both prices are whole numbers, even while another field is still wrong.
    when: ({ value }) => {
      const prices = value as Partial<Record<'mrp' | 'sellingPrice', unknown>> | undefined;
      return Number.isInteger(prices?.mrp) && Number.isInteger(prices?.sellingPrice);
    },
  });

export const productFieldsSchema = priceWithinMrp(productFields);
export type ProductFields = z.infer<typeof productFieldsSchema>;

/**
 * `POST /api/shop/staff/products`: a new product (its id is made from its name). `key` is made once per
 * form, so a double click or a retry creates it once. `stock` is how many are on hand (null: not counted).
 */
export const newProductSchema = priceWithinMrp(
  productFields.extend({
    activeStatus: z.boolean({ error: 'Say whether it is on sale' }),
    stock: stockCount.nullable(),
    key: z.uuid({ error: 'Not a form key' }),
  }),
);
export type NewProduct = z.infer<typeof newProductSchema>;

/**
 * `PUT /api/shop/staff/products/:id`: the product's fields as the editor last saw them changed; `version`
 * is the one the editor loaded, so a change made meanwhile by someone else is refused (409), not lost.
 */
export const productChangeSchema = priceWithinMrp(productFields.extend({ version: z.number().int().min(0) }));
export type ProductChange = z.infer<typeof productChangeSchema>;

/** `POST …/:id/status`: put on sale or take off sale. */
export const productStatusSchema = z.object({ activeStatus: z.boolean({ error: 'Say on sale or not' }) });

/**
 * `POST …/:id/stock`: the count on hand becomes `to` (null: stop counting), if it is still `was`; a
 * sale or checkout that moved it meanwhile makes it a 409 with the count as it is now.
 */
export const stockChangeSchema = z.object({
  to: stockCount.nullable(),
  was: z.number().int().nullable(),
});
export type StockChange = z.infer<typeof stockChangeSchema>;

/**
 * The list's filters and paging: a search on the words of the name (each word typed starts a word of
 * it), category, on sale or not, and low or no stock; in the shop's order, `after` being the `next` a
 * page gave.
 */
export const staffProductQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: productCategorySchema.optional(),
  status: z.enum(['active', 'inactive']).optional(),
  stock: z.enum(['low', 'out']).optional(),
  after: productAfterSchema.optional(),
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit can be at most 100')
    .default(25),
});
export type StaffProductQuery = z.input<typeof staffProductQuerySchema>;
/** The list's filters as the service reads them, without the paging. */
export type StaffProductFilters = Omit<z.output<typeof staffProductQuerySchema>, 'after' | 'limit'>;

export const staffProductRowSchema = z.object({
  id: productIdSchema,
  productName: z.string(),
  category: productCategorySchema,
  mrp: z.number().int(),
  sellingPrice: z.number().int(),
  activeStatus: z.boolean(),
  /** On hand and not held by a checkout (null: not counted). */
  stock: z.number().int().nullable(),
  /** Held by checkouts not yet paid or expired. */
  reserved: z.number().int(),
  lowStockAt: z.number().int(),
  image: z.string(),
  updatedAt: z.string(),
});
export type StaffProductRow = z.infer<typeof staffProductRowSchema>;
/** A page of the list, in the shop's own order (as the public shop lists them); `next` starts the page after. */
export const staffProductPageSchema = z.object({
  rows: z.array(staffProductRowSchema),
  next: z.string().nullable(),
});
export type StaffProductPage = z.infer<typeof staffProductPageSchema>;

/** A product's page on the desk: every field, its version for the next change, and its timeline. */
export const staffProductSchema = staffProductRowSchema.extend({
  productDescription: z.string(),
  images: z.array(z.string()),
  hsn: z.string().nullable(),
  gstRate: z.number().int().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  audit: z.array(auditEntrySchema),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;

/** True when the address names a picture the shop stored (an upload), not generated art. */
export const isUploadedPicture = (url: string) => parseMediaUrl(url)?.service === 'shop';
