import { paymentOrderSchema } from '@aspire/contracts/shop';
import { pdfText } from '@aspire/service-kit/testing/pdf-text';
import { describe, expect, it } from 'vitest';
import { hmacHex, randomId } from '../payments/gateway.ts';
import { SANDBOX, testShop } from '../test-app.ts';
import { financialYear, invoiceNumber, receiptFilename } from './numbering.ts';

const shop = await testShop();
const orders = shop.database.db.collection('orders');
const sequence = (number: string) => Number(number.split('/')[2]);

/** Takes an order back to before receipts existed: paid at `paidAt`, with no number. */
async function unnumbered(id: string, paidAt?: Date) {
  const order = await shop.app.repos.orders.findById(id);
  await orders.updateOne(
    { _id: order!._id },
    { $unset: { invoiceNumber: '', invoiceTax: '' }, ...(paidAt && { $set: { paidAt } }) },
  );
  return (await shop.app.repos.orders.findById(id))!;
}

describe('receipt numbers', () => {
  it("counts India's financial year from 1 April, in India's time", () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('25-26'); // 31 March, 23:59:59 IST
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('26-27'); // 1 April, 00:00 IST
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
    expect(invoiceNumber('ASP/26-27', 123)).toBe('ASP/26-27/000123');
    expect(invoiceNumber('ASP/26-27', 999_999)).toHaveLength(16);
    expect(() => invoiceNumber('ASP/26-27', 1_000_000)).toThrow(/full/);
    expect(receiptFilename('ASP/26-27/000123')).toBe('ASP-26-27-000123.pdf');
  });

  it('gives 20 orders paid at once 20 consecutive numbers, one each', async () => {
    const carts = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const user = `together-${index}-${randomId('u', 6)}`;
        await shop.api('POST', 'cart', { user, body: { productId: 'aspire-canvas-tote', qty: 1 } });
        return paymentOrderSchema.parse((await shop.api('GET', 'cart/order', { user })).data);
      }),
    );
    const before = await shop.app.repos.orders.findByPaymentOrder(carts[0]!.id);
    expect(before?.invoiceNumber).toBeUndefined();
    await Promise.all(
      carts.map(async (paymentOrder) => {
        const rawBody = JSON.stringify({
          event: 'payment.captured',
          payload: {
            payment: {
              entity: {
                id: randomId('pay'),
                amount: paymentOrder.amount,
                currency: 'INR',
                status: 'captured',
                order_id: paymentOrder.id,
              },
            },
          },
        });
        const answer = await shop.api('POST', 'webhooks/razorpay', {
          body: rawBody,
          headers: {
            'x-razorpay-signature': hmacHex(SANDBOX.webhookSecret, rawBody),
            'x-razorpay-event-id': randomId('evt'),
          },
        });
        expect(answer.status).toBe(200);
      }),
    );
    const numbers = await Promise.all(
      carts.map(async ({ id }) => (await shop.app.repos.orders.findByPaymentOrder(id))?.invoiceNumber ?? ''),
    );
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map(sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => sequences[0]! + index));
  });

  it('keeps the number when the payment is confirmed again or the receipt asked for twice at once', async () => {
    const order = await shop.paidOrder();
    const first = (await shop.app.repos.orders.findById(order.id))!.invoiceNumber;
    expect(first).toMatch(/^ASP\//);
    // The browser's confirmation after the webhook settled it.
    const again = await shop.api('GET', 'orders', { user: order.user });
    expect((again.data as { invoiceNumber: string }[])[0]?.invoiceNumber).toBe(first);
    const [a, b] = await Promise.all([
      shop.app.receipts.numbered((await shop.app.repos.orders.findById(order.id))!),
      shop.app.receipts.pdf((await shop.app.repos.orders.findById(order.id))!),
    ]);
    expect(a.invoiceNumber).toBe(first);
    expect(b.filename).toBe(receiptFilename(first!));

    // An order paid before receipts existed is numbered at its first download, once, even if asked twice.
    const older = await unnumbered((await shop.paidOrder()).id);
    const [one, two] = await Promise.all([
      shop.app.receipts.numbered(older),
      shop.app.receipts.numbered(older),
    ]);
    expect(one.invoiceNumber).toBe(two.invoiceNumber);
    const next = await shop.paidOrder();
    const nextNumber = (await shop.app.repos.orders.findById(next.id))!.invoiceNumber!;
    // Nothing was used up by the second ask: the next order takes the very next number.
    expect(sequence(nextNumber)).toBe(sequence(one.invoiceNumber) + 1);
  });

  it('starts a new series on 1 April at midnight in India, and dates the document by its payment', async () => {
    const lastDay = await unnumbered((await shop.paidOrder()).id, new Date('2027-03-31T18:29:00Z'));
    const firstDay = await unnumbered((await shop.paidOrder()).id, new Date('2027-03-31T18:30:00Z'));
    const before = await shop.app.receipts.numbered(lastDay);
    const after = await shop.app.receipts.numbered(firstDay);
    expect(before.invoiceNumber).toMatch(/^ASP\/26-27\/\d{6}$/);
    expect(after.invoiceNumber).toBe('ASP/27-28/000001');
    expect(pdfText((await shop.app.receipts.pdf(after)).bytes)).toContain('Date: 1 April 2027');
  });
});

describe('tax data of products of earlier versions', () => {
  it('gives books HSN 4901 at 0%, seeded goods their seed values, and refuses a receipt for others', async () => {
    const products = shop.database.db.collection<{ _id: string }>('products');
    await products.updateMany(
      { _id: { $in: ['aspire-canvas-tote', 'tajweed-practice-handbook'] } },
      { $unset: { hsn: '', gstRate: '' } },
    );
    await products.insertMany([
      { _id: 'old-book', category: 'books', productName: 'An old book' } as never,
      { _id: 'old-mug', category: 'others', productName: 'An old mug' } as never,
    ]);
    // What start-up does.
    const untaxed = await shop.app.repos.products.init((await import('../seed/products.ts')).SEED_PRODUCTS);
    expect(untaxed).toEqual(['old-mug']);
    const known = await shop.app.repos.products.taxData([
      'aspire-canvas-tote',
      'tajweed-practice-handbook',
      'old-book',
    ]);
    expect(Object.fromEntries(known)).toEqual({
      'aspire-canvas-tote': { hsn: '4202', gstRate: 18 },
      'tajweed-practice-handbook': { hsn: '4901', gstRate: 0 },
      'old-book': { hsn: '4901', gstRate: 0 },
    });

    // An order of a product with no tax data gets no number (its payment still settles) and no receipt.
    const order = await shop.paidOrder();
    await orders.updateOne(
      { _id: (await shop.app.repos.orders.findById(order.id))!._id },
      {
        $set: { 'lines.1.productId': 'old-mug', 'lines.1.productName': 'An old mug' },
        $unset: { invoiceNumber: '', invoiceTax: '' },
      },
    );
    const refused = await shop.api('GET', `orders/${order.id}/receipt.pdf`, { user: order.user });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'The receipt cannot be made yet: “An old mug” has no HSN code and GST rate on record. The shop team can set them.',
    );
    await shop.app.repos.products.update('old-mug', { hsn: '6912', gstRate: 12 });
    const made = await shop.api('GET', `orders/${order.id}/receipt.pdf`, { user: order.user });
    expect(made.status).toBe(200);
  });
});
