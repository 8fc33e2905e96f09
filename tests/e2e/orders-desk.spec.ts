import { expect, type Page, test } from '@playwright/test';
import { mailTo } from './support/mail.ts';
import { placePaidOrder } from './support/shop.ts';
import { expectAccessible, newUser, signInAs } from './support/site.ts';
import { addStaff } from './support/staff.ts';
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
  const manager = `shop.${Date.now()}@aspirecollege.in`;
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
