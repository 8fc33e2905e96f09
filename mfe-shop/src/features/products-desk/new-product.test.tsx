// @vitest-environment happy-dom
import type { NewProduct } from '@aspire/contracts/products-desk';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, byLabel, ok, refused, settle, setValue, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { productPageHarness, staffProduct, storedPicture } from './test-support.tsx';

const { desk, text, open, where } = productPageHarness();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const asset = (n: number) => ({
  id: String(n).padStart(24, '0'),
  url: storedPicture(n),
  width: 900,
  height: 900,
  type: 'image/jpeg',
  bytes: 1000,
});
const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  byLabel<T>(desk.dom.container, label);
/** The error shown under a control, if any. */
const errorOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.id.endsWith('-error'))?.textContent;
const pictureError = () =>
  errorOf(desk.dom.container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLElement);
const sent = async () => (await desk.bodies('POST', /staff\/products$/)) as NewProduct[];

async function type(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await act(async () => setValue(field<HTMLInputElement | HTMLSelectElement>(label), value));
}
async function addPicture() {
  const input = desk.dom.container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', {
    value: [new File([new Uint8Array(10)], 'cover.jpg', { type: 'image/jpeg' })],
    configurable: true,
  });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  await until(() => desk.dom.container.querySelector('li img') !== null);
}
async function create() {
  await act(async () => button(desk.dom.container, 'Create product').click());
  await settle();
}
const FILLED = {
  Name: 'Seerah Notes',
  Description: 'Notes on the life of the Prophet, for the diploma’s first year.',
  'MRP (₹)': '300',
  'Selling price (₹)': '250',
  'HSN code': '4901',
  'GST rate': '0',
};

describe('a new product', () => {
  it('is created with its fields, its pictures uploaded as they are added and the form’s key; then its page opens', async () => {
    desk.serve([
      ['POST', /^shop\/staff\/media\/uploads$/, () => ok(asset(5), 201)],
      ['POST', /^shop\/staff\/products$/, () => ok(staffProduct({ images: [storedPicture(5)] }), 201)],
      [
        'GET',
        /^shop\/staff\/products\/seerah-notes$/,
        () => ok(staffProduct({ images: [storedPicture(5)] })),
      ],
    ]);
    await open('/staff/products/new');
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('New product');
    expect(field('Low-stock mark').value).toBe('5');
    expect(field('On sale: shown in the shop once created').checked).toBe(true);
    expect(text()).toContain('Printed books are HSN 4901, at 0% GST.');
    await type({ ...FILLED, 'Stock on hand (optional)': '10' });
    expect(text()).toContain('Shoppers see 17% off.');
    await addPicture();
    const upload = desk.fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.url.endsWith('/uploads'));
    expect(upload?.headers.get('content-type')).toBe('image/jpeg');
    expect(text()).toContain('Main picture');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);

    await create();
    await until(() => where() === '/staff/products/seerah-notes');
    expect(await sent()).toEqual([
      {
        productName: 'Seerah Notes',
        productDescription: 'Notes on the life of the Prophet, for the diploma’s first year.',
        category: 'books',
        mrp: 300,
        sellingPrice: 250,
        image: [storedPicture(5)],
        hsn: '4901',
        gstRate: 0,
        lowStockAt: 5,
        activeStatus: true,
        stock: 10,
        key: expect.stringMatching(UUID),
      },
    ]);
    await until(() => text().includes('Product created.'));
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Seerah Notes');
  });

  it('checks the fields as the service does, each message under its field, and sends nothing until they pass', async () => {
    desk.serve([['POST', /^shop\/staff\/media\/uploads$/, () => ok(asset(5), 201)]]);
    await open('/staff/products/new');
    await create();
    expect(errorOf(field('Name'))).toBe('Enter the product’s name (3 characters at least)');
    expect(errorOf(field('Description'))).toBe(
      'Describe the product in a sentence or two (20 characters at least)',
    );
    expect(errorOf(field('MRP (₹)'))).toBe('Enter the MRP in rupees');
    expect(errorOf(field('HSN code'))).toBe('Enter the HSN code: 4, 6 or 8 digits');
    expect(errorOf(field('GST rate'))).toBe('Choose a GST rate: 0, 5, 12, 18, 28%');
    expect(pictureError()).toBe('Add at least one picture');
    expect(document.activeElement).toBe(field('Name'));

    await type({ ...FILLED, 'Selling price (₹)': '350' });
    expect(text()).toContain('At most the MRP.');
    await addPicture();
    expect(errorOf(field('Name'))).toBeUndefined();
    expect(pictureError()).toBeUndefined();
    await create();
    expect(errorOf(field('Selling price (₹)'))).toBe('The selling price cannot be above the MRP');
    await type({ 'Selling price (₹)': '300', 'Stock on hand (optional)': '2.5' });
    expect(text()).toContain('Same as the MRP: no discount is shown.');
    await create();
    expect(errorOf(field('Selling price (₹)'))).toBeUndefined();
    expect(errorOf(field('Stock on hand (optional)'))).toBe('Enter a whole number');
    expect(await sent()).toEqual([]);
  });

  it('shows the service’s refusals under their fields, with a line above the button', async () => {
    desk.serve([
      ['POST', /^shop\/staff\/media\/uploads$/, () => ok(asset(5), 201)],
      [
        'POST',
        /^shop\/staff\/products$/,
        () =>
          refused(400, 'Invalid image: This picture is not in the shop’s store', {
            image: 'This picture is not in the shop’s store',
            hsn: 'Enter the HSN code: 4, 6 or 8 digits',
          }),
      ],
    ]);
    await open('/staff/products/new');
    await type(FILLED);
    await addPicture();
    await create();
    await until(() => pictureError() !== undefined);
    expect(pictureError()).toBe('This picture is not in the shop’s store');
    expect(errorOf(field('HSN code'))).toBe('Enter the HSN code: 4, 6 or 8 digits');
    expect(desk.dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Please correct the fields marked below.',
    );
    // What was typed stays.
    expect(field('Name').value).toBe('Seerah Notes');
    expect(where()).toBe('/staff/products/new');
  });

  it('waits for pictures still uploading before it creates the product', async () => {
    let uploads = 0;
    desk.serve([
      [
        'POST',
        /^shop\/staff\/media\/uploads$/,
        () => (uploads++ === 0 ? ok(asset(5), 201) : new Promise<Response>(() => {})),
      ],
    ]);
    await open('/staff/products/new');
    await type(FILLED);
    await addPicture();
    const input = desk.dom.container.querySelector<HTMLInputElement>(
      'input[type="file"]',
    ) as HTMLInputElement;
    Object.defineProperty(input, 'files', {
      value: [new File([new Uint8Array(10)], 'back.jpg', { type: 'image/jpeg' })],
      configurable: true,
    });
    await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
    expect(text()).toContain('back.jpgUploading…');
    await create();
    expect(desk.dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Some pictures are still uploading: save once they are in the list.',
    );
    expect(await sent()).toEqual([]);
  });

  it('asks before leaving unsaved changes: Stay keeps them, Leave goes', async () => {
    await open('/staff/products/new');
    const back = () =>
      [...desk.dom.container.querySelectorAll('a')].find((a) => a.textContent === '← Back to the products');
    await type({ Name: 'Seerah Notes' });
    await act(async () => back()?.click());
    await settle();
    expect(where()).toBe('/staff/products/new');
    const dialog = () => desk.dom.container.querySelector('dialog');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Leave without saving?');
    await act(async () => button(desk.dom.container, 'Stay and keep editing').click());
    await settle();
    expect(dialog()?.querySelector('h2')).toBeNull();
    expect(field('Name').value).toBe('Seerah Notes');
    await act(async () => back()?.click());
    await settle();
    await act(async () => button(desk.dom.container, 'Leave without saving').click());
    await settle();
    expect(where()).toBe('/staff/products');
  });

  it('leaves at once when nothing was typed', async () => {
    await open('/staff/products/new');
    const back = [...desk.dom.container.querySelectorAll('a')].find(
      (a) => a.textContent === '← Back to the products',
    );
    await act(async () => back?.click());
    await settle();
    expect(where()).toBe('/staff/products');
  });
});
