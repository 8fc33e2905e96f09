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

/** A cart holds at most this many different products: every answer about a cart prices each line. */
export const MAX_CART_LINES = 30;

/*
 * Rupees are written out here rather than by Intl.NumberFormat: a page's first Intl call starts the
 * browser's ICU, one task of 15–30 ms here and four times that on a phone, and a price drawn on the
 * server then reads the same in every browser, whatever its ICU version. The test holds these to
 * Intl's own `en-IN` output.
 */

/** A whole number with the Indian grouping: the last three digits, then pairs (12,34,567). */
export const indianDigits = (whole: number) => {
  const digits = String(whole);
  const head = digits.slice(0, -3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}` : digits;
};

/** Rupees with the Indian grouping, rounded to the rupee: ₹1,23,456. */
export const formatRupees = (rupees: number) =>
  `${rupees < 0 ? '-' : ''}₹${indianDigits(Math.round(Math.abs(rupees)))}`;

/** Paise (as payments and refunds count them) as rupees: ₹1,298 when whole, ₹149.50 when not. */
export const formatPaise = (paise: number) => {
  const whole = Math.round(Math.abs(paise));
  const rupees = `${paise < 0 ? '-' : ''}₹${indianDigits(Math.floor(whole / 100))}`;
  return whole % 100 === 0 ? rupees : `${rupees}.${String(whole % 100).padStart(2, '0')}`;
};
