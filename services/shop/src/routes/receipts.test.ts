import { bearer } from '@aspire/service-kit/testing/fixtures';
import { pdfText } from '@aspire/service-kit/testing/pdf-text';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { address, testShop } from '../test-app.ts';

const BENGALURU = {
  ...address,
  address: '22, Hosur Road, Wilson Garden',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560027',
};
const TOTE = { productId: 'aspire-canvas-tote', qty: 1 }; // ₹320, HSN 4202, 18%
const HOODIE = { productId: 'aspire-campus-hoodie', qty: 1 }; // ₹1,199, HSN 6110, 12%
const BOOKS = { productId: 'zakah-made-clear', qty: 2 }; // ₹249 each, HSN 4901, nil-rated

const shop = await testShop();
const unregistered = await testShop(undefined, {
  seller: {
    legalName: 'Aspire College & Trust',
    address: 'No. 14, Greams Lane, Chennai 600006',
    gstin: null,
    state: { code: '33', name: 'Tamil Nadu' },
  },
});

/** The order's receipt as its customer downloads it, and its text. */
async function download(which: typeof shop, user: string, id: string) {
  const response = await which.app.request(`/api/shop/orders/${id}/receipt.pdf`, {
    headers: bearer(await which.sign({ id: user })),
  });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, text: pdfText(bytes) };
}

async function numberOf(which: typeof shop, user: string) {
  const [order] = (await which.api('GET', 'orders', { user })).data as { invoiceNumber: string | null }[];
  return order?.invoiceNumber ?? '';
}

/** A row of the table: its cells in order, on one line of the extracted text. */
const row = (...cells: string[]) =>
  new RegExp(cells.map((cell) => cell.replace(/[.()]/g, '\\$&')).join('\\s+'));

describe('receipts', () => {
  it('gives a Tamil Nadu buyer a tax invoice with CGST and SGST, each line adding up to its price', async () => {
    const order = await shop.paidOrder({ items: [TOTE, HOODIE] });
    const number = await numberOf(shop, order.user);
    expect(number).toMatch(/^ASP\/\d{2}-\d{2}\/\d{6}$/);
    expect(number).toHaveLength(16);
    const { response, text } = await download(shop, order.user, order.id);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${number.replaceAll('/', '-')}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    expect(text).toContain('Tax invoice');
    expect(text).toContain(`No. ${number}`);
    expect(text).toContain('GSTIN: 33AAATA1234C1ZO');
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(text).toContain('Whether tax is payable on reverse charge: No');
    // Tote: 32000 paise at 18%, CGST and SGST 9% each: 32000 × 9 / 118 = 2440.68 → 2441; taxable 32000 − 4882.
    expect(text).toMatch(
      row(
        'Aspire Canvas Tote Bag',
        '4202',
        '1',
        'Nos',
        '320.00',
        '320.00',
        '271.18',
        '9%',
        '24.41',
        '9%',
        '24.41',
      ),
    );
    // Hoodie: 119900 at 12%: 119900 × 6 / 112 = 6423.21 → 6423; taxable 119900 − 12846.
    expect(text).toMatch(
      row(
        'Aspire Campus Hoodie',
        '6110',
        '1',
        'Nos',
        '1,199.00',
        '1,199.00',
        '1,070.54',
        '6%',
        '64.23',
        '6%',
        '64.23',
      ),
    );
    expect(text).toMatch(row('Taxable value', 'Rs. 1,341.72'));
    expect(text).toMatch(row('CGST', 'Rs. 88.64'));
    expect(text).toMatch(row('SGST', 'Rs. 88.64'));
    expect(text).toMatch(row('Total paid', 'Rs. 1,519.00'));
    expect(text).not.toContain('IGST');
  });

  it('charges a Karnataka buyer IGST instead', async () => {
    const order = await shop.paidOrder({ items: [TOTE, HOODIE], deliverTo: BENGALURU });
    const { text } = await download(shop, order.user, order.id);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(`No. ${await numberOf(shop, order.user)}`);
    expect(text).toContain('Place of supply: Karnataka (29)');
    // Tote: 32000 × 18 / 118 = 4881.36 → 4881; hoodie: 119900 × 12 / 112 = 12846.43 → 12846.
    expect(text).toMatch(
      row('Aspire Canvas Tote Bag', '4202', '1', 'Nos', '320.00', '320.00', '271.19', '18%', '48.81'),
    );
    expect(text).toMatch(
      row('Aspire Campus Hoodie', '6110', '1', 'Nos', '1,199.00', '1,199.00', '1,070.54', '12%', '128.46'),
    );
    expect(text).toMatch(row('Taxable value', 'Rs. 1,341.73'));
    expect(text).toMatch(row('IGST', 'Rs. 177.27'));
    expect(text).toMatch(row('Total paid', 'Rs. 1,519.00'));
    expect(text).not.toContain('CGST');
  });

  it('gives a bill of supply, with no tax columns, for printed books alone', async () => {
    const order = await shop.paidOrder({ items: [BOOKS] });
    const { text } = await download(shop, order.user, order.id);
    expect(text).toContain('Bill of supply');
    expect(text).toContain(`No. ${await numberOf(shop, order.user)}`);
    expect(text).toMatch(row('Zakah Made Clear: A Practical Guide', '4901', '2', 'Nos', '249.00', '498.00'));
    expect(text).toContain('Printed books (HSN 4901) are nil-rated');
    expect(text).toMatch(row('Total paid', 'Rs. 498.00'));
    expect(text).not.toMatch(/GST \(|CGST|SGST|IGST|Taxable/);
  });

  it('gives an invoice-cum-bill of supply for a cart that mixes books and taxable goods', async () => {
    const order = await shop.paidOrder();
    const { text } = await download(shop, order.user, order.id);
    expect(text).toContain('Invoice-cum-bill of supply');
    // The description wraps in the narrower column beside the tax.
    expect(text).toMatch(
      row('Zakah Made Clear: A', '4901', '2', 'Nos', '249.00', '498.00', '498.00', 'Nil', '-', 'Nil', '-'),
    );
    expect(text).toMatch(/^\s+Practical Guide$/m);
    expect(text).toMatch(
      row(
        'Aspire Canvas Tote Bag',
        '4202',
        '1',
        'Nos',
        '320.00',
        '320.00',
        '271.18',
        '9%',
        '24.41',
        '9%',
        '24.41',
      ),
    );
    expect(text).toMatch(row('Taxable value', 'Rs. 271.18'));
    expect(text).toMatch(row('Nil-rated value (no GST)', 'Rs. 498.00'));
    expect(text).toMatch(row('CGST', 'Rs. 24.41'));
    expect(text).toMatch(row('Total paid', 'Rs. 818.00'));
  });

  it('gives a plain receipt, with no tax, when the seller is not registered', async () => {
    const order = await unregistered.paidOrder();
    const { text } = await download(unregistered, order.user, order.id);
    expect(text).toMatch(/^Receipt\s/m);
    expect(text).toContain(`No. ${await numberOf(unregistered, order.user)}`);
    expect(text).toContain('Not registered for GST');
    expect(text).toContain('The seller is not registered for GST, so no GST is charged.');
    expect(text).toMatch(row('Zakah Made Clear: A Practical Guide', '2', 'Nos', '249.00', '498.00'));
    expect(text).toMatch(row('Aspire Canvas Tote Bag', '1', 'Nos', '320.00', '320.00'));
    expect(text).toMatch(row('Total paid', 'Rs. 818.00'));
    expect(text).not.toMatch(/GSTIN|CGST|IGST|HSN|reverse charge/);
  });

  it("is the customer's own: another's order is not found, an unpaid one has none", async () => {
    const order = await shop.paidOrder();
    const other = await shop.api('GET', `orders/${order.id}/receipt.pdf`, { user: 'someone-else' });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('We could not find this order');
    expect(
      (await shop.api('GET', `orders/${new ObjectId().toHexString()}/receipt.pdf`, { user: order.user }))
        .status,
    ).toBe(404);
    expect((await shop.api('GET', `orders/${order.id}/receipt.pdf`)).status).toBe(401);

    const user = 'unpaid-buyer';
    await shop.api('POST', 'cart', { user, body: TOTE });
    const paymentOrder = (await shop.api('GET', 'cart/order', { user })).data as { id: string };
    const unpaid = await shop.app.repos.orders.findByPaymentOrder(paymentOrder.id);
    const refused = await shop.api('GET', `orders/${unpaid?._id.toHexString()}/receipt.pdf`, { user });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('This order is not paid, so it has no receipt');
  });

  it('lets the shop team download the same document; other staff may not', async () => {
    const order = await shop.paidOrder();
    const number = await numberOf(shop, order.user);
    const staff = await shop.app.request(`/api/shop/staff/orders/${order.id}/receipt.pdf`, {
      headers: bearer(await shop.staffToken(['shop'])),
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-disposition')).toContain(number.replaceAll('/', '-'));
    expect(pdfText(new Uint8Array(await staff.arrayBuffer()))).toContain(`No. ${number}`);
    const row = await shop.api('GET', `staff/orders?q=${order.user}`, {
      token: await shop.staffToken(['shop']),
    });
    expect(row.status).toBe(200);
    const admissions = await shop.api('GET', `staff/orders/${order.id}/receipt.pdf`, {
      token: await shop.staffToken(['admissions']),
    });
    expect(admissions.status).toBe(403);
    const missing = await shop.api('GET', `staff/orders/${new ObjectId().toHexString()}/receipt.pdf`, {
      token: await shop.staffToken(['shop']),
    });
    expect(missing.status).toBe(404);
  });
});
