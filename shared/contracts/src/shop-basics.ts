/**
 * The shop's constants, formats and checks that its pages need while they render, free of zod, so a
 * public page's first script carries no validator. `shop.ts` builds the schemas from these and
 * re-exports them, so its importers need not change.
 */

export const PRODUCT_CATEGORIES = ['books', 'others'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
/** Whether a value (the shop's `?category=`) names one of the categories. */
export const isProductCategory = (value: unknown): value is ProductCategory =>
  PRODUCT_CATEGORIES.some((category) => category === value);

/** Product ids are stable slugs (`tafsir-companion-juz-amma`). */
export const PRODUCT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The public list answers this many products at most at a time; a shorter page is the last. */
export const PRODUCT_PAGE_SIZE = 48;

/** Where the next page starts: `<order>-<id>` of the last product a page gave (`12-brass-rehal`). */
export const productCursor = (product: { order: number; _id: string }) => `${product.order}-${product._id}`;

/** Spec: percent off = round((mrp − sellingPrice) / mrp × 100). */
export const percentOff = (mrp: number, sellingPrice: number) =>
  mrp > 0 ? Math.round(((mrp - sellingPrice) / mrp) * 100) : 0;

export const MAX_LINE_QTY = 10;

/** Rupees with the Indian grouping: ₹1,23,456. */
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
export const formatRupees = (rupees: number) => inr.format(rupees);

const inrWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Paise (as payments and refunds count them) as rupees: ₹1,298 when whole, ₹149.50 when not. */
export const formatPaise = (paise: number) =>
  paise % 100 === 0 ? formatRupees(paise / 100) : inrWithPaise.format(paise / 100);
