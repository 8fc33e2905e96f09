import type { NewProduct, StaffProduct } from '@aspire/contracts/products-desk';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';

/**
 * A product picture as a phone would send it: a PNG that Chromium paints (a cover with a title), so the
 * suite needs no image library of its own.
 */
export async function coverPicture(browser: Browser, title: string, colour = '#0b5d4b') {
  const context = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  await page.setContent(
    `<body style="margin:0"><div style="width:900px;height:900px;display:grid;place-items:center;
      background:linear-gradient(135deg,${colour},#f4efe4);font:bold 64px serif;color:#fff;text-align:center">
      ${title}</div></body>`,
  );
  const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 900, height: 900 } });
  await context.close();
  return png;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T; message?: string };
  expect(response.ok(), `${response.url()}: ${response.status()} ${body.message ?? ''}`).toBe(true);
  return body.data;
}

/** Uploads a picture as the shop desk does (the raw file), answering its address. */
export async function uploadPicture(request: APIRequestContext, staffToken: string, png: Buffer) {
  const asset = await data<{ url: string }>(
    await request.post('/api/shop/staff/media/uploads', {
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'image/png' },
      data: png,
    }),
  );
  return asset.url;
}

/** A new product made through the desk's API, with one uploaded picture. */
export async function createProduct(
  request: APIRequestContext,
  browser: Browser,
  staffToken: string,
  fields: Partial<NewProduct> & Pick<NewProduct, 'productName'>,
): Promise<StaffProduct> {
  const image = fields.image ?? [
    await uploadPicture(request, staffToken, await coverPicture(browser, fields.productName)),
  ];
  return data<StaffProduct>(
    await request.post('/api/shop/staff/products', {
      headers: { authorization: `Bearer ${staffToken}` },
      data: {
        productDescription: `${fields.productName}: a new title in the college bookshop, for our diploma learners.`,
        category: 'books',
        mrp: 300,
        sellingPrice: 250,
        hsn: '4901',
        gstRate: 0,
        lowStockAt: 5,
        activeStatus: true,
        stock: 10,
        key: crypto.randomUUID(),
        ...fields,
        image,
      } satisfies NewProduct,
    }),
  );
}
