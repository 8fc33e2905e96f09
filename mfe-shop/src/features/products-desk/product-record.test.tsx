// @vitest-environment happy-dom
import type { ProductChange, StaffProduct, StockChange } from '@aspire/contracts/products-desk';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, byLabel, ok, refused, settle, setValue, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { auditEntry, productPageHarness, staffProduct, storedPicture } from './test-support.tsx';

const { desk, text, section, open, where } = productPageHarness();

const YUSUF = { id: 'u-yusuf', name: 'Yusuf Ali', email: 'yusuf@aspirecollege.in' };
const PRODUCT = /^shop\/staff\/products\/seerah-notes$/;
const field = <T extends HTMLElement = HTMLInputElement>(label: string, within?: HTMLElement) =>
  byLabel<T>(within ?? desk.dom.container, label);
const errorOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.id.endsWith('-error'))?.textContent;
const alerts = () => [...desk.dom.container.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const click = async (name: string, within?: HTMLElement) => {
  await act(async () => button(within ?? desk.dom.container, name).click());
  await settle();
};

/** The product's page with the service reading `products` in turn (the last one stays), and `more` first. */
async function show(products: StaffProduct[], more: Parameters<typeof desk.serve>[0] = []) {
  let reads = 0;
  desk.serve([...more, ['GET', PRODUCT, () => ok(products[Math.min(reads++, products.length - 1)])]]);
  await open('/staff/products/seerah-notes', { list: '?stock=low' });
  await until(() => desk.dom.container.querySelector('h1') !== null);
}

describe("a product's page", () => {
  it('shows the product’s fields, pictures in order, whether it is on sale, its stock and its story', async () => {
    await show([
      staffProduct({
        stock: 3,
        reserved: 2,
        audit: [
          auditEntry('product.changed', '2026-03-03T10:00:00.000Z', {
            sellingPrice: { from: 280, to: 250 },
            image: { from: [storedPicture(1)], to: [storedPicture(1), storedPicture(2)] },
          }),
          auditEntry('product.created', '2026-03-01T06:15:00.000Z', {
            productName: { from: null, to: 'Seerah Notes' },
          }),
          auditEntry('product.stock', '2026-03-04T10:00:00.000Z', { stock: { from: 10, to: 5 } }, YUSUF),
          auditEntry('product.status', '2026-03-05T10:00:00.000Z', {
            activeStatus: { from: false, to: true },
          }),
        ],
      }),
    ]);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Seerah Notes');
    expect(desk.dom.container.querySelector('a')?.getAttribute('href')).toBe('/staff/products?stock=low');
    expect(field('Name').value).toBe('Seerah Notes');
    expect(field('MRP (₹)').value).toBe('300');
    expect(field('Selling price (₹)').value).toBe('250');
    expect(field<HTMLSelectElement>('GST rate').value).toBe('0');
    expect(field('HSN code').value).toBe('4901');
    expect(text()).toContain('Shoppers see 17% off.');
    // Stock and on sale have their own controls here.
    expect(() => field('Stock on hand (optional)')).toThrow();
    const pictures = [...desk.dom.container.querySelectorAll('li img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual([storedPicture(1), storedPicture(2)].map((url) => url.replace('600', '160')));

    expect(section('On sale').textContent).toContain('On sale: shoppers find it in the shop and can buy it.');
    const inShop = [...section('On sale').querySelectorAll('a')].find(
      (a) => a.textContent === 'See in the shop',
    );
    expect(inShop?.getAttribute('href')).toBe('/product/seerah-notes');
    expect(section('Stock').querySelector('dl')?.textContent).toBe(
      'On hand3In checkouts2 in checkoutsLow-stock mark5 or fewer',
    );
    expect(section('Stock').textContent).toContain('The shop says Only 3 left.');
    const story = [...section('Timeline').querySelectorAll('li')].map((li) => li.textContent);
    expect(story).toEqual([
      expect.stringMatching(/^1 Mar 2026, .+ · Salma BegumCreated$/),
      expect.stringMatching(/· Salma BegumSelling price: ₹280 → ₹250; pictures changed$/),
      expect.stringMatching(/· Yusuf AliStock: 10 → 5$/),
      expect.stringMatching(/· Salma BegumPut on sale$/),
    ]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('saves the changes with the version it started from; the form then holds what was saved', async () => {
    const after = staffProduct({
      sellingPrice: 240,
      version: 4,
      images: [storedPicture(2), storedPicture(1)],
    });
    await show([staffProduct()], [['PUT', PRODUCT, () => ok(after)]]);
    await act(async () => setValue(field('Selling price (₹)'), '240'));
    await click('Move later (picture 1)');
    await click('Save changes');
    await until(() => text().includes('Changes saved.'));
    const [change] = (await desk.bodies('PUT', /seerah-notes$/)) as ProductChange[];
    expect(change).toEqual({
      productName: 'Seerah Notes',
      productDescription: 'Notes on the life of the Prophet, for the diploma’s first year.',
      category: 'books',
      mrp: 300,
      sellingPrice: 240,
      image: [storedPicture(2), storedPicture(1)],
      hsn: '4901',
      gstRate: 0,
      lowStockAt: 5,
      version: 3,
    });
    // Saved, so leaving asks nothing.
    await act(async () => desk.dom.container.querySelector('a')?.click());
    await settle();
    expect(where()).toBe('/staff/products');
  });

  it('when someone else saved first: keeps the edits, says so and who, and offers their version', async () => {
    const theirs = staffProduct({
      productName: 'Seerah Notes (2nd edition)',
      version: 4,
      audit: [
        auditEntry(
          'product.changed',
          '2026-03-06T10:00:00.000Z',
          { productName: { from: 'Seerah Notes', to: 'Seerah Notes (2nd edition)' } },
          YUSUF,
        ),
      ],
    });
    await show(
      [staffProduct(), theirs],
      [
        [
          'PUT',
          PRODUCT,
          () => refused(409, 'Someone else changed this product meanwhile; reload it to see their changes'),
        ],
      ],
    );
    await act(async () => setValue(field('Selling price (₹)'), '199'));
    await click('Save changes');
    await until(() => alerts().some((alert) => alert?.includes('Their save')));
    expect(alerts()).toContainEqual(
      expect.stringMatching(
        /^Someone else changed this product meanwhile; reload it to see their changes\. Your changes are still here, not saved\. Their save: Yusuf Ali, 6 Mar 2026, .+\.Load their versionSave mine over theirs$/,
      ),
    );
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
    expect(field('Selling price (₹)').value).toBe('199');
    expect(field('Name').value).toBe('Seerah Notes');

    await click('Load their version');
    expect(field('Name').value).toBe('Seerah Notes (2nd edition)');
    expect(field('Selling price (₹)').value).toBe('250');
    expect(alerts()).toEqual([]);
  });

  it('saves mine over theirs with their version, when asked to', async () => {
    const theirs = staffProduct({ productName: 'Seerah Notes (2nd edition)', version: 4 });
    let puts = 0;
    await show(
      [staffProduct(), theirs],
      [
        [
          'PUT',
          PRODUCT,
          () =>
            puts++ === 0
              ? refused(409, 'Someone else changed this product meanwhile; reload it to see their changes')
              : ok(staffProduct({ sellingPrice: 199, version: 5 })),
        ],
      ],
    );
    await act(async () => setValue(field('Selling price (₹)'), '199'));
    await click('Save changes');
    await until(() => alerts().some((alert) => alert?.includes('Save mine over theirs')));
    await click('Save mine over theirs');
    await until(() => text().includes('Changes saved.'));
    const versions = ((await desk.bodies('PUT', /seerah-notes$/)) as ProductChange[]).map((c) => c.version);
    expect(versions).toEqual([3, 4]);
    expect(alerts()).toEqual([]);
    expect(field('Selling price (₹)').value).toBe('199');
  });

  it('takes in silently a newer version that changed nothing the form holds (its stock set here)', async () => {
    await show(
      [staffProduct()],
      [
        ['POST', /seerah-notes\/stock$/, () => ok(staffProduct({ stock: 20, version: 4 }))],
        ['PUT', PRODUCT, () => ok(staffProduct({ sellingPrice: 199, stock: 20, version: 5 }))],
      ],
    );
    await act(async () => setValue(field('Selling price (₹)'), '199'));
    await act(async () => setValue(field('New count on hand', section('Stock')), '20'));
    await click('Set count', section('Stock'));
    await until(() => text().includes('Stock set to 20.'));
    expect(alerts()).toEqual([]);
    await click('Save changes');
    await until(() => text().includes('Changes saved.'));
    expect(((await desk.bodies('PUT', /seerah-notes$/)) as ProductChange[])[0]?.version).toBe(4);
  });

  it('sets the stock with the count it showed; a count moved meanwhile shows the new one and keeps the number typed', async () => {
    let posts = 0;
    await show(
      [staffProduct({ stock: 12 }), staffProduct({ stock: 9, reserved: 1 })],
      [
        [
          'POST',
          /seerah-notes\/stock$/,
          () =>
            posts++ === 0
              ? refused(409, 'The stock changed meanwhile (now 9); check it and try again')
              : ok(staffProduct({ stock: 30, reserved: 1 })),
        ],
      ],
    );
    const stock = () => section('Stock');
    await click('Set count', stock());
    expect(errorOf(field('New count on hand', stock()))).toBe('Enter how many are in stock');
    await act(async () => setValue(field('New count on hand', stock()), '-1'));
    await click('Set count', stock());
    expect(errorOf(field('New count on hand', stock()))).toBe('Stock cannot be negative');
    await act(async () => setValue(field('New count on hand', stock()), '30'));
    await click('Set count', stock());
    await until(() => stock().textContent?.includes('on hand now 9') ?? false);
    expect(stock().querySelector('[role="alert"]')?.textContent).toBe(
      'The stock changed meanwhile: on hand now 9. Nothing was saved; check it, and send yours again if it is still right.',
    );
    expect(field('New count on hand', stock()).value).toBe('30');
    await click('Set count', stock());
    await until(() => stock().textContent?.includes('Stock set to 30.') ?? false);
    const sentChanges = (await desk.bodies('POST', /stock$/)) as StockChange[];
    expect(sentChanges).toEqual([
      { to: 30, was: 12 },
      { to: 30, was: 9 },
    ]);
    expect(field('New count on hand', stock()).value).toBe('');
    expect(stock().querySelector('[role="alert"]')).toBeNull();
  });

  it('stops counting and counts again', async () => {
    await show(
      [staffProduct({ stock: 0 })],
      [
        [
          'POST',
          /seerah-notes\/stock$/,
          async (request) => {
            const { to } = (await request.json()) as StockChange;
            return ok(staffProduct({ stock: to }));
          },
        ],
      ],
    );
    expect(section('Stock').textContent).toContain(
      'The shop says Sold out, and nobody can add it to a cart.',
    );
    await click('Stop counting', section('Stock'));
    await until(() => text().includes('Stock is no longer counted.'));
    expect(section('Stock').querySelector('dl')?.textContent).toContain('On handNot counted');
    expect(section('Stock').textContent).toContain('Not counted: the shop never says it is sold out.');
    await act(async () => setValue(field('Count on hand', section('Stock')), '15'));
    await click('Count stock', section('Stock'));
    await until(() => text().includes('Stock set to 15.'));
    expect(await desk.bodies('POST', /stock$/)).toEqual([
      { to: null, was: 0 },
      { to: 15, was: null },
    ]);
  });

  it('takes it off sale and puts it back', async () => {
    await show(
      [staffProduct()],
      [
        [
          'POST',
          /seerah-notes\/status$/,
          async (request) => ok(staffProduct((await request.json()) as Partial<StaffProduct>)),
        ],
      ],
    );
    await click('Take off sale', section('On sale'));
    await until(() => section('On sale').textContent?.includes('Off sale: hidden from the shop') ?? false);
    expect(section('On sale').textContent).not.toContain('See in the shop');
    await click('Put on sale', section('On sale'));
    await until(() => section('On sale').textContent?.includes('See in the shop') ?? false);
    expect(await desk.bodies('POST', /status$/)).toEqual([{ activeStatus: false }, { activeStatus: true }]);
  });

  it('says when there is no such product', async () => {
    desk.serve([['GET', PRODUCT, () => refused(404, 'Product not found')]]);
    await open('/staff/products/seerah-notes');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Product not found');
  });
});
