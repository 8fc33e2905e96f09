import type { StaffProduct } from '@aspire/contracts/products-desk';
import { expect, type Page, test } from '@playwright/test';
import { coverPicture } from './support/products.ts';
import { appInPlace, expectAccessible } from './support/site.ts';
import { addStaff, staffEmail, staffToken } from './support/staff.ts';
import { staffSignsIn } from './support/staff-browser.ts';

test.describe.configure({ timeout: 240_000 });

/**
 * A shopper opens `path`, and opens it again until it shows `text`: within 10 s of the change (the
 * shell may send a page it rendered up to a second or so before the change).
 */
async function shopShows(page: Page, path: string, text: string | RegExp) {
  const started = Date.now();
  await expect(async () => {
    await page.goto(path);
    await expect(page.locator('body')).toContainText(text, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return Date.now() - started;
}

test('a shop manager adds a product with pictures and stock, changes its price and takes it off sale; the shop follows within 10 s', async ({
  page,
  browser,
}) => {
  const manager = staffEmail('shop.products');
  addStaff(manager, ['shop'], 'Nusrat Jahan');
  const desk = await staffSignsIn(browser, manager);
  await desk.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Products' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(desk.locator('tbody tr').first()).toBeVisible();
  await expectAccessible(desk, 'products desk: the list');

  await desk.getByRole('link', { name: 'New product' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  const name = `Stories of the Companions ${Date.now().toString(36)}`;
  await desk.getByLabel('Name').fill(name);
  await desk
    .getByLabel('Description')
    .fill('Forty short lives of the Companions, told simply for young readers, with a map and a glossary.');
  await desk.getByLabel('Category').selectOption({ label: 'Books' });
  await desk.getByLabel('MRP (₹)').fill('600');
  await desk.getByLabel('Selling price (₹)').fill('700');
  await desk.getByLabel('HSN code').fill('4901');
  await desk.getByLabel('GST rate').selectOption({ label: '0% (nil-rated)' });
  await desk.getByLabel('Low-stock mark').fill('5');
  await desk.getByLabel('Stock on hand (optional)').fill('4');
  await desk.getByLabel('On sale: shown in the shop once created').check();

  // Two pictures, uploaded at once; the second becomes the main one.
  const pictures = [
    { name: 'front.png', mimeType: 'image/png', buffer: await coverPicture(browser, 'Front', '#2f3f7a') },
    { name: 'back.png', mimeType: 'image/png', buffer: await coverPicture(browser, 'Back', '#7a2f3f') },
  ];
  await desk.getByLabel('Add pictures').setInputFiles(pictures);
  const listed = desk.locator('[data-picture]');
  await expect(listed).toHaveCount(2);
  await expect(desk.getByText('Uploading…')).toHaveCount(0, { timeout: 20_000 });
  await expect(listed.locator('img')).toHaveCount(2);
  const firstUploaded = await listed.nth(0).locator('img').getAttribute('src');
  await desk.getByRole('button', { name: 'Move earlier (picture 2)' }).click();
  await expect(listed.nth(1).locator('img')).toHaveAttribute('src', firstUploaded ?? '');
  await expect(listed.nth(0)).toContainText('Main picture');
  await expectAccessible(desk, 'products desk: a new product');

  // The selling price above the MRP is refused under its field, before anything is sent.
  await desk.getByRole('button', { name: 'Create product' }).click();
  await expect(desk.getByText('The selling price cannot be above the MRP')).toBeVisible();
  await desk.getByLabel('Selling price (₹)').fill('540');
  await desk.getByRole('button', { name: 'Create product' }).click();
  await expect(desk.getByText('Product created.')).toBeVisible();
  await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();
  const productPath = new URL(
    (await desk.getByRole('link', { name: 'See in the shop' }).getAttribute('href')) ?? '',
    desk.url(),
  ).pathname;
  expect(productPath).toMatch(/^\/product\/stories-of-the-companions-/);
  await expectAccessible(desk, 'products desk: a product');

  // The shop lists it at once, with its main picture (a stored WebP) and how few are left.
  await shopShows(page, '/shop', name);
  await shopShows(page, productPath, 'Only 4 left');
  await appInPlace(page);
  const main = page.getByTestId('gallery-main');
  await expect(main).toHaveAttribute('src', /^\/api\/shop\/media\/[a-f0-9]{24}\/600\.webp$/);
  expect(await main.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('body')).toContainText('₹540');

  // A new price: the shop shows it within 10 s of the save.
  await desk.getByLabel('Selling price (₹)').fill('499');
  await desk.getByRole('button', { name: 'Save changes' }).click();
  await expect(desk.getByText('Changes saved.')).toBeVisible();
  expect(await shopShows(page, productPath, '₹499')).toBeLessThan(10_000);

  // Two copies come back damaged: the count on hand becomes 2.
  await desk.getByLabel('New count on hand').fill('2');
  await desk.getByRole('button', { name: 'Set count' }).click();
  await shopShows(page, productPath, 'Only 2 left');

  // Off sale: gone from the shop.
  await desk.getByRole('button', { name: 'Take off sale' }).click();
  await expect(desk.getByText('Off sale: hidden from the shop; nobody can buy it.')).toBeVisible();
  await page.goto('/shop');
  await appInPlace(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Aspire Shop' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(name);

  // The timeline names who did each change.
  const timeline = desk.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Nusrat Jahan');
  await expect(timeline).toContainText('₹540 → ₹499');
  await expectAccessible(desk, 'products desk: a product off sale');
});

test("a new price reaches the product page's and /shop's server HTML within 10 s", async ({
  browser,
  request,
}) => {
  const manager = staffEmail('shop.prices');
  addStaff(manager, ['shop'], 'Shabnam Rizvi');
  const headers = { authorization: `Bearer ${await staffToken(manager)}` };
  const path = '/api/shop/staff/products/digital-tasbeeh-counter';
  const { data: product } = (await (await request.get(path, { headers })).json()) as { data: StaffProduct };
  const { productName, productDescription, category, mrp, sellingPrice, images, hsn, gstRate, lowStockAt } =
    product;
  const change = (price: number, version: number) =>
    request.put(path, {
      headers,
      data: {
        productName,
        productDescription,
        category,
        mrp,
        sellingPrice: price,
        image: images,
        hsn,
        gstRate,
        lowStockAt,
        version,
      },
    });
  const lowered = sellingPrice - 11;
  const saved = await change(lowered, product.version);
  const savedAt = Date.now();
  expect(saved.ok()).toBe(true);
  // With JavaScript off, what the page shows is the server's HTML alone.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const serverPrice = async () => {
    await page.goto('/product/digital-tasbeeh-counter');
    return page.locator('#root[data-server-rendered] main').textContent();
  };
  try {
    await expect.poll(serverPrice, { timeout: 10_000 }).toContain(`₹${lowered}`);
    console.log(
      `the product page's server HTML showed the new price ${Date.now() - savedAt} ms after it was saved`,
    );
    // And the shop's list, in its own server HTML.
    const listedPrice = async () => {
      await page.goto('/shop');
      return page
        .locator('#root[data-server-rendered] main li', {
          has: page.locator('a[href="/product/digital-tasbeeh-counter"]'),
        })
        .textContent();
    };
    await expect.poll(listedPrice, { timeout: 10_000 }).toContain(`₹${lowered}`);
    console.log(`/shop's server HTML showed it ${Date.now() - savedAt} ms after it was saved`);
  } finally {
    await context.close();
    // Back to the seed's price for the journeys after this one.
    const { data: now } = (await (await request.get(path, { headers })).json()) as { data: StaffProduct };
    expect((await change(sellingPrice, now.version)).ok()).toBe(true);
  }
});
