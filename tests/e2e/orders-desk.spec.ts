import { readFileSync } from 'node:fs';
import { pdfText } from '@aspire/service-kit/testing/pdf-text';
import { type Download, expect, type Page, test } from '@playwright/test';
import { mailsTo, mailTo } from './support/mail.ts';
import { placePaidOrder } from './support/shop.ts';
import { expectAccessible, newUser, signInAs } from './support/site.ts';
import { addStaff, staffEmail, staffToken } from './support/staff.ts';
import { staffSignsIn } from './support/staff-browser.ts';

test.describe.configure({ timeout: 240_000 });

const PRODUCT = { id: 'zakah-made-clear', name: 'Zakah Made Clear: A Practical Guide' };
const TRACKING = 'EK 482913576 IN';
const TRACKING_PAGE = 'https://track.example.in/parcel/EK482913576IN';

/** The order page's one step button, pressed; waits until the page says the step is done. */
async function takeStep(desk: Page, button: string, reached: string) {
  await desk.getByRole('button', { name: button }).click();
  await expect(
    desk.getByText(`Done: the order is now ${reached}, and the customer is e-mailed.`),
  ).toBeVisible();
}

test('a shop manager packs, ships and delivers a paid order; the customer is told at each step and sees it', async ({
  page,
  request,
  browser,
}) => {
  // A customer buys a book and pays.
  const customer = { ...newUser(), firstName: 'Imran', lastName: `Siddiqui${Date.now().toString(36)}` };
  const { token } = await signInAs(page, request, customer);
  const order = await placePaidOrder(request, { user: customer, token, productId: PRODUCT.id, qty: 2 });

  // The shop manager (role shop only) signs in with the second factor and opens the orders desk.
  const manager = staffEmail('shop');
  expect(addStaff(manager, ['shop'], 'Farhan Qureshi')).toContain(manager);
  const desk = await staffSignsIn(browser, manager);
  await desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Orders' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(desk.getByRole('link', { name: order.receipt })).toBeVisible();
  await expectAccessible(desk, 'orders desk: the list');

  // "To pack" keeps paid orders; the search by the customer's surname finds theirs alone.
  await desk.getByRole('button', { name: 'To pack' }).click();
  await expect(desk).toHaveURL(/status=paid/);
  await desk.getByLabel('Search').fill(customer.lastName);
  await desk.getByLabel('Search').press('Enter');
  await expect(desk).toHaveURL(/q=Siddiqui/);
  await expect(desk.locator('tbody tr')).toHaveCount(1);
  const row = desk.locator('tbody tr').first();
  await expect(row).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(row).toContainText('Chennai');
  await row.getByRole('link', { name: order.receipt }).click();

  await expect(desk.getByRole('heading', { level: 1, name: `Order ${order.receipt}` })).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Items' })).toContainText(PRODUCT.name);
  await expectAccessible(desk, 'orders desk: an order');

  // Packed: the customer is told their order is being prepared.
  await takeStep(desk, 'Mark as packed', 'Packed');
  const packed = await mailTo(customer.email, `Your Aspire order ${order.receipt} is being packed`);
  expect(packed.text).toContain('Imran');

  // Shipped: a tracking number the carrier would not have given is refused under its field first.
  await desk.getByRole('button', { name: 'Ship…' }).click();
  await expect(desk.getByLabel('Carrier')).toBeFocused();
  await desk.getByLabel('Carrier').fill('India Post');
  await desk.getByLabel('Tracking number').fill('#1');
  await desk.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(desk.getByText(/Enter the tracking number as the carrier gave it/)).toBeVisible();
  await expect(desk.getByLabel('Tracking number')).toBeFocused();
  await desk.getByLabel('Tracking number').fill(TRACKING);
  await desk.getByLabel('Tracking page (optional)').fill(TRACKING_PAGE);
  await expectAccessible(desk, 'orders desk: the ship form');
  await desk.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(desk.getByText('Done: the order is now Shipped, and the customer is e-mailed.')).toBeVisible();
  await expect(desk.getByRole('region', { name: 'Shipment' })).toContainText(TRACKING);
  const shipped = await mailTo(customer.email, `Your Aspire order ${order.receipt} is on its way`);
  expect(shipped.text).toContain('India Post');
  expect(shipped.text).toContain(TRACKING);
  expect(shipped.html).toContain(TRACKING_PAGE);

  // The customer's orders page shows the parcel and links to its tracking page.
  await page.goto('/orders');
  const shipment = page.getByTestId('shipment');
  await expect(shipment).toContainText('with India Post, tracking number');
  await expect(shipment.getByRole('link', { name: TRACKING })).toHaveAttribute('href', TRACKING_PAGE);

  // Delivered; the timeline names who took each step, and the manager's note joins it.
  await takeStep(desk, 'Mark as delivered', 'Delivered');
  await mailTo(customer.email, `Your Aspire order ${order.receipt} has been delivered`);
  await desk
    .getByRole('textbox', { name: 'Note' })
    .fill('Customer called to say the books arrived in good order.');
  await desk.getByRole('button', { name: 'Add note' }).click();
  const timeline = desk.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Customer called to say the books arrived in good order.');
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Farhan Qureshi' })).toHaveCount(4);
  await expect(desk.getByText('Delivered. There is no step left to take.')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('shipment')).toContainText('Delivered');

  // The desk's list, back with its filters: the order is no longer to pack.
  await desk.getByRole('link', { name: '← Back to the orders' }).click();
  await expect(desk).toHaveURL(/status=paid/);
  await expect(desk.getByText('No orders match these filters.')).toBeVisible();
});

test('a paid order is refunded in two parts up to what was captured; a third is refused, and a replayed refund webhook changes nothing', async ({
  page,
  request,
  browser,
}) => {
  const customer = { ...newUser(), firstName: 'Hafsa', lastName: `Nizami${Date.now().toString(36)}` };
  const { token } = await signInAs(page, request, customer);
  // Two copies at ₹249: ₹498 captured.
  const order = await placePaidOrder(request, { user: customer, token, productId: PRODUCT.id, qty: 2 });

  const manager = staffEmail('shop.refunds');
  addStaff(manager, ['shop'], 'Salma Baig');
  const desk = await staffSignsIn(browser, manager);
  await desk.goto(`/staff/orders/${order._id}`);
  const refunds = desk.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('Left to refund: ₹498 of ₹498 captured');

  // A second tab opens a refund of all that is left now, and waits.
  const otherTab = await desk.context().newPage();
  await otherTab.goto(`/staff/orders/${order._id}`);
  const otherRefunds = otherTab.getByRole('region', { name: 'Refunds' });
  await otherRefunds.getByRole('button', { name: 'Refund…' }).click();
  await otherRefunds.getByLabel('Reason').fill('Customer cancelled the order by phone');

  // A partial refund: one copy arrived with a torn cover.
  await refunds.getByRole('button', { name: 'Refund…' }).click();
  await expect(refunds.getByLabel('Amount (₹)')).toBeFocused();
  await expect(refunds.getByLabel('Amount (₹)')).toHaveValue('498');
  await refunds.getByLabel('Amount (₹)').fill('600');
  await refunds.getByLabel('Reason').fill('One copy arrived with a torn cover');
  await refunds.getByRole('button', { name: 'Refund ₹600' }).click();
  await expect(refunds.getByText('Only ₹498 is left to refund on this order')).toBeVisible();
  await refunds.getByLabel('Amount (₹)').fill('100');
  await expectAccessible(desk, 'orders desk: the refund form');
  await refunds.getByRole('button', { name: 'Refund ₹100' }).click();
  await expect(
    refunds.getByText(
      "Refund of ₹100 asked for; the customer's bank gets it in 5–7 working days once the gateway confirms.",
    ),
  ).toBeVisible();
  await expect(refunds).toContainText('Left to refund: ₹398 of ₹498 captured');

  // The gateway confirms it (the sandbox's refund.processed webhook); the customer is told.
  const firstMail = await mailTo(customer.email, /refund/i, { containing: '₹100' });
  expect(firstMail.text).toContain(order.receipt);
  await page.goto('/orders');
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('Refunded ₹100 on');

  // The second tab's refund of ₹498 no longer fits: refused, and its page read again.
  await otherRefunds.getByRole('button', { name: 'Refund ₹498' }).click();
  await expect(otherRefunds.getByRole('alert')).toContainText('Only ₹398 is left to refund on this order');
  await expect(otherRefunds).toContainText('Left to refund: ₹398 of ₹498 captured');

  // The rest: the order is refunded in full, and no further refund is offered.
  await refunds.getByRole('button', { name: 'Refund…' }).click();
  await expect(refunds.getByLabel('Amount (₹)')).toHaveValue('398');
  await refunds.getByLabel('Reason').fill('The customer returned the other copy');
  await refunds.getByRole('button', { name: 'Refund ₹398' }).click();
  await expect(refunds.getByText('Everything captured has been refunded.')).toBeVisible();
  await mailTo(customer.email, /refund/i, { containing: '₹398' });
  await desk.reload();
  await expect(desk.getByRole('heading', { level: 1, name: `Order ${order.receipt}` })).toBeVisible();
  await expect(desk.getByText('Refunded in full. There is no step left to take.')).toBeVisible();
  await expectAccessible(desk, 'orders desk: a refunded order');

  // A third refund, asked of the service directly, is refused.
  const staff = { authorization: `Bearer ${await staffToken(manager)}` };
  const refundsUrl = `/api/shop/staff/orders/${order._id}/refunds`;
  const third = await request.post(refundsUrl, {
    headers: staff,
    data: { amount: 100, reason: 'A third refund', key: crypto.randomUUID() },
  });
  expect(third.status()).toBe(409);

  // The gateway's refund.processed webhook of the first refund, sent again with its event id: taken
  // once, it changes nothing, and no second mail goes out.
  const seen = (await (
    await request.get(`/api/shop/staff/orders/${order._id}`, { headers: staff })
  ).json()) as {
    data: { refundedAmount: number; refunds: { gatewayRefundId: string | null; amount: number }[] };
  };
  expect(seen.data.refundedAmount).toBe(49_800);
  const first = seen.data.refunds.find((refund) => refund.amount === 10_000);
  expect(first?.gatewayRefundId).toMatch(/^rfnd_/);
  const replay = await request.post('/api/shop/checkout/sandbox/webhooks/replay', {
    headers: staff,
    data: { refundId: first?.gatewayRefundId },
  });
  expect(replay.ok()).toBe(true);
  expect(((await replay.json()) as { data: { duplicate?: boolean } }).data.duplicate).toBe(true);
  const after = (await (
    await request.get(`/api/shop/staff/orders/${order._id}`, { headers: staff })
  ).json()) as {
    data: { refundedAmount: number; status: string };
  };
  expect(after.data).toMatchObject({ refundedAmount: 49_800, status: 'refunded' });
  expect(await mailsTo(customer.email, /refund/i, '₹100')).toHaveLength(1);
});

/** A downloaded PDF's text. */
const downloadedText = async (download: Download) => pdfText(readFileSync(await download.path()));

test('a book and a tote delivered to Bengaluru get an invoice-cum-bill of supply with IGST on the tote, which the customer and the shop manager download', async ({
  page,
  request,
  browser,
}) => {
  const customer = { ...newUser(), firstName: 'Zainab', lastName: `Hussain${Date.now().toString(36)}` };
  const { token } = await signInAs(page, request, customer);
  const headers = { authorization: `Bearer ${token}` };
  // The tote and a delivery address in Bengaluru go into the cart first; placePaidOrder adds the book
  // and pays for the whole cart, so the order is delivered to Karnataka.
  const tote = await request.post('/api/shop/cart', {
    headers,
    data: { productId: 'aspire-canvas-tote', qty: 1 },
  });
  expect(tote.ok()).toBe(true);
  const delivery = await request.post('/api/shop/cart/address', {
    headers,
    data: {
      shippingAddress: {
        name: `${customer.firstName} ${customer.lastName}`,
        email: customer.email,
        mobileNumber: customer.mobileNumber,
        pincode: '560027',
        address: '22, Hosur Road, Wilson Garden',
        flat: 'House 5, Second Cross',
        landmark: 'Near the bus stand',
        city: 'Bengaluru',
        state: 'Karnataka',
      },
    },
  });
  expect(delivery.ok()).toBe(true);
  // ₹249 for the book (nil-rated) and ₹320 for the tote (18%): ₹569 paid.
  const order = await placePaidOrder(request, { user: customer, token, productId: PRODUCT.id, qty: 1 });
  const orders = (await (await request.get('/api/shop/orders', { headers })).json()) as {
    data: { _id: string; invoiceNumber: string | null }[];
  };
  const number = orders.data.find((each) => each._id === order._id)?.invoiceNumber ?? '';
  expect(number).toMatch(/^ASP\/\d{2}-\d{2}\/\d{6}$/);
  const filename = `${number.replaceAll('/', '-')}.pdf`;

  // The customer downloads it from their orders page.
  await page.goto('/orders');
  const card = page.getByTestId('order').filter({ hasText: order.receipt });
  const [mine] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(mine.suggestedFilename()).toBe(filename);
  const text = await downloadedText(mine);
  expect(text).toContain('Invoice-cum-bill of supply');
  expect(text).toContain(`No. ${number}`);
  expect(text).toContain('Place of supply: Karnataka (29)');
  // The tote: 32000 paise × 18 / 118 = 4881.36 → ₹48.81 IGST on a taxable ₹271.19; the book carries none.
  expect(text).toMatch(
    /Aspire Canvas Tote Bag\s+4202\s+1\s+Nos\s+320\.00\s+320\.00\s+271\.19\s+18%\s+48\.81/,
  );
  expect(text).toMatch(/4901\s+1\s+Nos\s+249\.00\s+249\.00\s+249\.00\s+Nil\s+-/);
  expect(text).toMatch(/IGST\s+Rs\. 48\.81/);
  expect(text).toMatch(/Total paid\s+Rs\. 569\.00/);
  expect(text).not.toContain('CGST');

  // The shop manager downloads the same document from the order's page.
  const manager = staffEmail('shop.receipts');
  addStaff(manager, ['shop'], 'Bilal Ahmed');
  const desk = await staffSignsIn(browser, manager);
  await desk.goto(`/staff/orders/${order._id}`);
  const payment = desk.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText(number);
  const [theirs] = await Promise.all([
    desk.waitForEvent('download'),
    payment.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(theirs.suggestedFilename()).toBe(filename);
  expect(await downloadedText(theirs)).toBe(text);
});
