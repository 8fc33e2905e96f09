import { applicationSchema } from '@aspire/contracts/application';
import { COURSE_SLUGS } from '@aspire/contracts/courses';
import { emailSchema } from '@aspire/contracts/email';
import { orderSchema, productIdSchema, productSchema } from '@aspire/contracts/shop';
import { describe, expect, it } from 'vitest';
import { toOrder } from '../../../services/shop/src/repo/orders.ts';
import { toProduct } from '../../../services/shop/src/repo/product-doc.ts';
import { stockLevelOf } from '../../../services/shop/src/repo/stock-level.ts';
import {
  completions,
  enrolments,
  formFills,
  forms,
  learnerPlans,
  orderProducts,
  orders,
  POOL,
  positions,
  product,
  sizesOf,
  users,
} from './data.ts';

const sizes = sizesOf('small');
const products = Array.from({ length: sizes.products }, (_, index) => product(index));
const distinct = (values: string[]) => new Set(values).size;

describe('the scale bench data', () => {
  it('gives every account its own lower-cased e-mail and the one password hash', () => {
    const all = [...users(sizes, 'scrypt$hash')];
    expect(all).toHaveLength(sizes.accounts);
    expect(distinct(all.map((user) => user.email))).toBe(sizes.accounts);
    expect(distinct(all.map((user) => user._id.toHexString()))).toBe(sizes.accounts);
    for (const user of all) {
      expect(user.email).toBe(user.email.toLowerCase());
      expect(emailSchema.safeParse(user.email).success).toBe(true);
      expect(user.passwordHash).toBe('scrypt$hash');
    }
    // The pool is signed in with the current token version.
    expect(all.slice(0, POOL).every((user) => user.tokenVersion === 0)).toBe(true);
  });

  it('makes products the shop serves, with valid ids', () => {
    expect(distinct(products.map((p) => p._id))).toBe(sizes.products);
    for (const doc of products) {
      const served = toProduct(doc);
      expect(productSchema.parse(served)).toEqual(served);
      expect(productIdSchema.safeParse(served._id).success).toBe(true);
    }
  });

  it('gives the products the stock level the shop keeps, some low, some sold out, some not counted', () => {
    const levels = products.map((doc) => doc.stockLevel ?? null);
    expect(levels).toEqual(products.map(({ stock, lowStockAt }) => stockLevelOf({ stock, lowStockAt })));
    for (const level of ['out', 'low', 'ok', null]) expect(levels, String(level)).toContain(level);
  });

  it('makes orders the shop answers, priced from their lines, two for each pool account', () => {
    const all = [...orders(sizes, products)];
    expect(all).toHaveLength(sizes.orders);
    expect(distinct(all.map((o) => o.paymentOrderId))).toBe(sizes.orders);
    const paymentIds = all.flatMap((o) => (o.paymentId ? [o.paymentId] : []));
    expect(distinct(paymentIds)).toBe(paymentIds.length);
    for (const doc of all) {
      expect(orderSchema.parse(toOrder(doc))).toBeTruthy();
      expect(doc.status).not.toBe('created');
      expect(doc.amount).toBe(doc.lines.reduce((sum, l) => sum + l.sellingPrice * l.qty, 0) * 100);
      expect(doc.history.at(-1)?.status).toBe(doc.status);
      // Found by the orders desk as the shop would find it: the receipt and the customer's keys.
      expect(doc.receiptLower).toBe(doc.receipt.toLowerCase());
      expect(doc.emailLower).toBe((doc.shippingAddress?.email ?? doc.account?.email ?? '').toLowerCase());
    }
    const entries = orderProducts(sizes, products);
    expect(distinct(entries.map((entry) => entry._id))).toBe(entries.length);
    expect(distinct(entries.map((entry) => entry.orderId.toHexString()))).toBe(sizes.orders);
    const pool = [...users(sizes, '')].slice(0, POOL).map((user) => user._id.toHexString());
    for (const userId of pool)
      expect(all.filter((o) => o.userId === userId).length).toBeGreaterThanOrEqual(2);
  });

  it('makes admissions and enquiries the form would accept, each an inbox record with its own key', () => {
    for (const { _id: _, receivedAt: __, ...fill } of [
      ...formFills(0, sizes.admissions, sizes),
      ...formFills(1, sizes.enquiries, sizes),
    ])
      expect(applicationSchema.parse(fill)).toMatchObject({
        ...fill,
        mobileNumber: expect.stringMatching(/^\+91\d{10}$/),
      });
    const all = [...forms(0, sizes.admissions, sizes), ...forms(1, sizes.enquiries, sizes)];
    expect(distinct(all.map((record) => record.formKey ?? ''))).toBe(all.length);
    expect(all.filter((record) => record.kind === 'application')).toHaveLength(sizes.admissions);
    for (const record of all) {
      expect(record.phone).toMatch(/^\+91\d{10}$/);
      expect(record.courseId === null || record.courseSlug !== null).toBe(true);
    }
  });

  it('deals out exactly the progress asked for, once per unit, pool learners included', () => {
    const plans = learnerPlans(sizes);
    const done = [...completions(plans)];
    expect(done).toHaveLength(sizes.progress);
    expect(distinct(done.map((c) => `${c.email} ${c.slug} ${c.unitId}`))).toBe(sizes.progress);
    const enrolled = [...enrolments(plans)];
    expect(distinct(enrolled.map((e) => `${e.email} ${e.courseId}`))).toBe(enrolled.length);
    const enrolledIn = new Set(
      enrolled.map((e) => `${e.email} ${COURSE_SLUGS[e.courseId as keyof typeof COURSE_SLUGS]}`),
    );
    expect(done.every((c) => enrolledIn.has(`${c.email} ${c.slug}`))).toBe(true);
    const placed = [...positions(plans)];
    expect(placed).toHaveLength(plans.filter((plan) => plan.done > 0).length);
    const pool = [...users(sizes, '')].slice(0, POOL).map((user) => user.email);
    for (const email of pool) expect(done.some((c) => c.email === email)).toBe(true);
  });

  it('is the same data at every run', () => {
    expect(product(7)).toEqual(product(7));
    expect([...users(sizes, 'h')].slice(0, 3)).toEqual([...users(sizes, 'h')].slice(0, 3));
  });
});
