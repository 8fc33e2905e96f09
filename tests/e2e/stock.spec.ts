import { expect, test } from '@playwright/test';
import { mailTo } from './support/mail.ts';
import { createProduct } from './support/products.ts';
import { payAndConfirm } from './support/shop.ts';
import { newUser, signInAs } from './support/site.ts';
import { addStaff, staffEmail, staffToken } from './support/staff.ts';

test.describe.configure({ timeout: 240_000 });

const SHOP_MAILBOX = 'shop@aspirecollege.in';

type Envelope<T> = { success: boolean; data: T; message?: string };

test('20 shoppers race for the last 3 copies: exactly 3 pay, the others are told it sold out before paying', async ({
  page,
  request,
  browser,
}) => {
  const manager = staffEmail('shop.stock');
  addStaff(manager, ['shop'], 'Rukhsana Ali');
  const staff = await staffToken(manager);
  const title = `Seerah Notes ${Date.now().toString(36)}`;
  const product = await createProduct(request, browser, staff, {
    productName: title,
    stock: 3,
    lowStockAt: 1,
  });

  // Twenty shoppers, each with one copy in the cart.
  const shoppers = [];
  for (let n = 0; n < 20; n++) {
    const user = { ...newUser(), firstName: 'Shopper', lastName: `Racer${n}` };
    const signup = await request.post('/api/identity/auth/user/signup', {
      data: { ...user, confirmPassword: user.password },
    });
    expect(signup.ok()).toBe(true);
    const login = (await (
      await request.post('/api/identity/auth/user/login', {
        data: { email: user.email, password: user.password },
      })
    ).json()) as Envelope<{ accessToken: string }>;
    const headers = { authorization: `Bearer ${login.data.accessToken}` };
    const added = await request.post('/api/shop/cart', { headers, data: { productId: product.id, qty: 1 } });
    expect(added.status(), `shopper ${n} adds the book`).toBe(201);
    shoppers.push({ user, headers, token: login.data.accessToken });
  }

  // All at once they go to pay: a payment order holds a copy, or the shopper is told it sold out.
  const answers = await Promise.all(
    shoppers.map(async ({ headers }) => {
      const response = await request.get('/api/shop/cart/order', { headers });
      return { status: response.status(), body: (await response.json()) as Envelope<{ id: string }> };
    }),
  );
  const held = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status !== 200);
  expect(held).toHaveLength(3);
  expect(refused).toHaveLength(17);
  for (const { status, body } of refused) {
    expect(status).toBe(409);
    expect(body.message).toContain(title);
    expect(body.message).toMatch(/sold out/);
  }

  // The three pay; each gets its order, once.
  const paid = [];
  for (const [n, answer] of answers.entries()) {
    if (answer.status !== 200) continue;
    const { user, token } = shoppers[n] as (typeof shoppers)[number];
    const order = await payAndConfirm(request, { user, token, paymentOrderId: answer.body.data.id });
    expect(order.ok(), `shopper ${n} gets the order`).toBe(true);
    paid.push(((await order.json()) as Envelope<{ receipt: string }>).data.receipt);
  }
  expect(new Set(paid).size).toBe(3);

  // None left, none held; the desk lists it as out of stock, and the shop's mailbox was told.
  const seen = (await (
    await request.get(`/api/shop/staff/products/${product.id}`, {
      headers: { authorization: `Bearer ${staff}` },
    })
  ).json()) as Envelope<{ stock: number; reserved: number }>;
  expect(seen.data).toMatchObject({ stock: 0, reserved: 0 });
  const out = (await (
    await request.get('/api/shop/staff/products?stock=out', { headers: { authorization: `Bearer ${staff}` } })
  ).json()) as Envelope<{ rows: { id: string }[] }>;
  expect(out.data.rows.map((row) => row.id)).toContain(product.id);
  const soldOut = await mailTo(SHOP_MAILBOX, /sold out/i, { containing: title });
  expect(soldOut.text).toContain(`/staff/products/${product.id}`);

  // A shopper arriving now sees it sold out and cannot add it.
  const late = await signInAs(page, request);
  const refusedAdd = await request.post('/api/shop/cart', {
    headers: { authorization: `Bearer ${late.token}` },
    data: { productId: product.id, qty: 1 },
  });
  expect(refusedAdd.status()).toBe(409);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Sold out').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /sold out/i })).toBeDisabled();
});
