import { expect, type Page, test } from '@playwright/test';
import { mailsTo, mailTo } from './support/mail.ts';
import { expectAccessible, newUser, signInAs } from './support/site.ts';

/** Seeded products the journeys buy (rupees): the figures below are computed here, independently of the app. */
const ZAKAH = { id: 'zakah-made-clear', name: 'Zakah Made Clear: A Practical Guide', mrp: 299, price: 249 };
const TOTE = { id: 'aspire-canvas-tote', name: 'Aspire Canvas Tote Bag', mrp: 399, price: 320 };
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart/ });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const cartLine = (page: Page, name: string) =>
  dialog(page, 'Your cart').getByTestId('cart-line').filter({ hasText: name });

async function addFromProductPage(page: Page, product: { id: string; name: string }) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${product.name} was added to your cart.` }),
  ).toBeVisible();
}

async function fillAddress(page: Page) {
  const panel = dialog(page, 'Delivery address');
  await panel.getByLabel('Pincode').fill('600006');
  await panel.getByLabel('Address (street and area)').fill('14 Greams Lane, Thousand Lights');
  await panel.getByLabel('Flat, house or building').fill('Flat 3B, Noor Residency');
  await panel.getByLabel('City').fill('Chennai');
  await panel.getByLabel('State').fill('Tamil Nadu');
}

test.describe('shop', () => {
  // Whole journeys through five services on a shared machine: room for a slow start, never a time assert.
  test.describe.configure({ timeout: 90_000 });

  // The site answers on its shell port before every service is ready: wait for the two this suite uses.
  test.beforeAll(async ({ request }) => {
    for (const service of ['shop', 'identity']) {
      await expect
        .poll(async () => (await request.get(`/api/${service}/ready`).catch(() => null))?.status(), {
          timeout: 60_000,
        })
        .toBe(200);
    }
  });

  test('the pills filter the grid, cards link to products, and the page is accessible', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Aspire Shop' })).toBeVisible();
    const cards = page.getByRole('list', { name: /Products|Books|Others/ }).getByRole('listitem');
    await expect(page.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole('link', { name: /Aspire Academic Diary 2022/ })).toHaveCount(0);
    await expectAccessible(page, 'shop page');

    await page.getByRole('button', { name: 'Books' }).click();
    await expect(page).toHaveURL(/[?&]category=books/);
    await expect(page.getByRole('button', { name: 'Books' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('list', { name: 'Books' })).toBeVisible();
    const books = await cards.allInnerTexts();
    expect(books.length).toBeGreaterThan(0);
    expect(books.length).toBeLessThan(all);
    expect(books.every((text) => /^book\b/im.test(text))).toBe(true);
    await expect(page.getByRole('link', { name: /Aspire Campus Hoodie/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Others' }).click();
    await expect(page.getByRole('list', { name: 'Others' })).toBeVisible();
    const others = await cards.allInnerTexts();
    expect(others.every((text) => /^essentials\b/im.test(text))).toBe(true);
    expect(books.length + others.length).toBe(all);

    await page.getByRole('button', { name: 'All Products' }).click();
    await expect(cards).toHaveCount(all);
    // A card: image, name, selling price, struck MRP, percent off; it links to the product.
    const card = cards.filter({ hasText: ZAKAH.name });
    await expect(card.locator('img')).toHaveAttribute('width', '600');
    await expect(card).toContainText(rupees(ZAKAH.price));
    await expect(card.locator('s')).toContainText(rupees(ZAKAH.mrp));
    await expect(card).toContainText(`${Math.round(((ZAKAH.mrp - ZAKAH.price) / ZAKAH.mrp) * 100)}% off`);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/product/${ZAKAH.id}$`));
  });

  test('signed out: product detail with gallery, and Add to cart asks to log in', async ({ page }) => {
    await page.goto(`/product/${ZAKAH.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ZAKAH.name })).toBeVisible();
    await expect(page.locator('main')).toContainText(rupees(ZAKAH.price));
    await expect(page.locator('main s').first()).toContainText(rupees(ZAKAH.mrp));
    await expect(page.locator('main')).toContainText(
      `${Math.round(((ZAKAH.mrp - ZAKAH.price) / ZAKAH.mrp) * 100)}% off`,
    );
    const main = page.getByTestId('gallery-main');
    const first = await main.getAttribute('src');
    await page.getByRole('button', { name: 'Show picture 2 of 3' }).click();
    await expect(page.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(main).not.toHaveAttribute('src', first ?? '');
    await expect(main).toHaveAttribute('src', /-2\.svg$/);
    // The cart and address modals stay hidden until opened.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'product page');

    await page.getByRole('button', { name: 'Add to cart' }).click();
    const warning = dialog(page, 'Login Required');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Please login first to add the product to your cart.');
    await expectAccessible(page, 'login required dialog');
    await warning.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page, 'Sign in')).toBeVisible();
  });

  test('signed in: add two products, change quantities, totals, pay in the sandbox, cart empty, order in history', async ({
    page,
    request,
  }) => {
    const user = newUser();
    await signInAs(page, request, user);
    await addFromProductPage(page, ZAKAH);
    await addFromProductPage(page, TOTE);
    await expect(page.getByTestId('cart-count')).toContainText('2');

    await cartButton(page).click();
    const cart = dialog(page, 'Your cart');
    await expect(cart).toBeVisible();
    await expect(cart.getByTestId('cart-line')).toHaveCount(2);
    await expectAccessible(page, 'cart panel');
    // Description cut to 12 words.
    await expect(cartLine(page, ZAKAH.name)).toContainText(/(\S+\s+){11}\S+…/);

    await cart.getByRole('button', { name: `Increase quantity of ${ZAKAH.name}` }).click();
    await expect(cartLine(page, ZAKAH.name).getByTestId('cart-qty')).toHaveText('2');
    await cart.getByRole('button', { name: `Increase quantity of ${TOTE.name}` }).click();
    await expect(cartLine(page, TOTE.name).getByTestId('cart-qty')).toHaveText('2');
    await cart.getByRole('button', { name: `Decrease quantity of ${TOTE.name}` }).click();
    await expect(cartLine(page, TOTE.name).getByTestId('cart-qty')).toHaveText('1');

    const mrpTotal = 2 * ZAKAH.mrp + TOTE.mrp;
    const total = 2 * ZAKAH.price + TOTE.price;
    const discount = mrpTotal - total;
    await expect(cart.getByTestId('cart-mrp-total')).toHaveText(rupees(mrpTotal));
    await expect(cart.getByTestId('cart-discount')).toContainText(rupees(discount));
    await expect(cart).toContainText(`${Math.round((discount / mrpTotal) * 100)}% OFF`);
    await expect(cart.getByTestId('cart-delivery')).toHaveText('₹0');
    await expect(cart.getByTestId('cart-total')).toHaveText(rupees(total));

    await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const address = dialog(page, 'Delivery address');
    await expect(address).toBeVisible();
    await expect(address.getByLabel('Full name')).toHaveValue(`${user.firstName} ${user.lastName}`);
    await expect(address.getByLabel('Email')).toHaveValue(user.email);
    await expect(address.getByLabel('Mobile number')).toHaveValue(user.mobileNumber);
    await expectAccessible(page, 'address panel');
    // The service validates: the errors show under their fields.
    await address.getByLabel('Pincode').fill('6000');
    await address.getByRole('button', { name: /Continue to payment/ }).click();
    await expect(address.getByText('Enter a 6-digit pincode')).toBeVisible();
    await expect(address.getByLabel('Pincode')).toHaveAttribute('aria-invalid', 'true');
    await expect(address.getByText('City is required')).toBeVisible();
    await fillAddress(page);
    await address.getByRole('button', { name: /Continue to payment/ }).click();

    const sandbox = dialog(page, /Sandbox payment/);
    await expect(sandbox).toBeVisible();
    await expect(sandbox).toContainText(user.email);
    await sandbox.getByRole('button', { name: `Pay ${rupees(total)}` }).click();

    const placed = dialog(page, 'Order Placed Successfully');
    await expect(placed).toBeVisible();
    await expect(placed).toContainText('Thank you for placing your order!');
    await placed.getByRole('button', { name: 'OK' }).click();
    await expect(placed).toBeHidden();
    await expect(page.getByTestId('cart-count')).toContainText('0');
    await cartButton(page).click();
    await expect(dialog(page, 'Your cart')).toContainText('Your cart is empty.');
    await dialog(page, 'Your cart').getByRole('button', { name: 'Close' }).click();

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const orders = page.getByTestId('order');
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toContainText('Paid');
    await expect(orders.first()).toContainText(rupees(total));
    await expect(orders.first()).toContainText(`2 × ${rupees(ZAKAH.price)}`);
    await expect(orders.first()).toContainText('Chennai, Tamil Nadu 600006');
    await expectAccessible(page, 'orders page');

    // The confirmation e-mail arrives once, with every line, the delivery address and the right total.
    const confirmed = /^Your Aspire order .+ is confirmed$/;
    const mail = await mailTo(user.email, confirmed);
    for (const text of [
      ZAKAH.name,
      TOTE.name,
      rupees(total),
      '14 Greams Lane, Thousand Lights',
      '600006',
      `http://localhost:${new URL(page.url()).port}/orders`,
    ])
      expect(mail.text).toContain(text);
    expect(mail.html).toContain(rupees(total));
    expect(await mailsTo(user.email, confirmed)).toHaveLength(1);
  });

  test('a failed payment shows the failure dialog and leaves the cart intact', async ({ page, request }) => {
    await signInAs(page, request);
    await addFromProductPage(page, TOTE);
    await cartButton(page).click();
    await dialog(page, 'Your cart').getByRole('button', { name: 'Proceed to Checkout' }).click();
    await fillAddress(page);
    await dialog(page, 'Delivery address')
      .getByRole('button', { name: /Continue to payment/ })
      .click();
    await dialog(page, /Sandbox payment/)
      .getByRole('button', { name: 'Fail payment' })
      .click();
    const failed = dialog(page, 'Order Placement Failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Your bank declined this test payment.');
    await failed.getByRole('button', { name: 'Back to cart' }).click();
    await expect(dialog(page, 'Your cart').getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toContainText('1');
    await page.goto('/orders');
    await expect(page.getByTestId('order')).toContainText('Payment failed');
  });

  test('if the payment script cannot load, the alert says so', async ({ page, request }) => {
    await signInAs(page, request);
    await page.route('**/api/shop/checkout/sandbox.js', (route) => route.abort());
    await addFromProductPage(page, ZAKAH);
    await cartButton(page).click();
    await dialog(page, 'Your cart').getByRole('button', { name: 'Proceed to Checkout' }).click();
    await fillAddress(page);
    const alert = page.waitForEvent('dialog');
    await dialog(page, 'Delivery address')
      .getByRole('button', { name: /Continue to payment/ })
      .click();
    const shown = await alert;
    expect(shown.type()).toBe('alert');
    expect(shown.message()).toBe('Razorpay SDK failed to load. Are you online?');
    await shown.accept();
  });

  test('Buy Now opens the address panel on mobile too', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, request);
    await page.goto(`/product/${TOTE.id}`);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(dialog(page, 'Delivery address')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toContainText('1');
  });

  test('order history asks a signed-out visitor to sign in', async ({ page }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog(page, 'Sign in')).toBeVisible();
  });
});
