// @vitest-environment happy-dom
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  press,
  settle,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { OrdersList } from './orders-list.tsx';
import { orderRow, productRoutes } from './test-support.ts';

const desk = deskHarness();

function serve() {
  desk.serve([
    ...productRoutes(),
    ['GET', /^shop\/staff\/orders$/, () => ok({ rows: [orderRow()], next: null })],
  ]);
}
const open = async (url = '/staff/orders') => {
  serve();
  await desk.render(url, '/staff/orders', <OrdersList />);
};
const field = () => byLabel(desk.dom.container, 'Product');
const options = () =>
  [...desk.dom.container.querySelectorAll('[role="option"]')].map((option) => option.textContent);
const productRequests = () => desk.requests().filter((r) => r.startsWith('GET shop/staff/products'));
async function type(text: string) {
  await act(async () => field().focus());
  await act(async () => setValue(field(), text));
}

describe('the orders desk’s product filter', () => {
  it('offers the products with a word starting so, moved through with the arrow keys and picked with Enter', async () => {
    await open();
    await type('arab');
    await until(() => options().length === 2, 4000);
    expect(productRequests()).toEqual(['GET shop/staff/products?q=arab&limit=8']);
    expect(options()).toEqual(['Arabic Reader, Book 1', 'Arabic Reader, Book 2 (off sale)']);
    expect(field().getAttribute('role')).toBe('combobox');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(
      desk.dom.container.querySelector('[role="listbox"]')?.id,
    );
    const activeOption = () =>
      document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeOption()).toBe('Arabic Reader, Book 1');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
    await press('ArrowDown');
    expect(activeOption()).toBe('Arabic Reader, Book 2 (off sale)');
    await press('ArrowDown');
    expect(activeOption()).toBe('Arabic Reader, Book 1');
    await press('ArrowUp');
    await press('Enter');
    expect(desk.where.search).toBe('?product=arabic-reader-2');
    await until(() => field().value === 'Arabic Reader, Book 2');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(options()).toEqual([]);
    expect(document.activeElement).toBe(field());
  });

  it('picks with a click; Escape closes the matches and names the chosen product again', async () => {
    await open();
    await type('tafsir');
    await until(() => options().length === 1, 4000);
    const option = desk.dom.container.querySelector('[role="option"]');
    await act(async () => option?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(desk.where.search).toBe('?product=tafsir-companion-juz-amma');
    await until(() => field().value === 'Tafsir Companion: Juz Amma');
    await type('arabic');
    await until(() => options().length === 2, 4000);
    await press('Escape');
    expect(options()).toEqual([]);
    expect(field().value).toBe('Tafsir Companion: Juz Amma');
    expect(desk.where.search).toBe('?product=tafsir-companion-juz-amma');
  });

  it('says when no product matches', async () => {
    await open();
    await type('zamzam');
    await until(
      () =>
        desk.dom.container.textContent?.includes('No product’s name has a word starting “zamzam”.') ?? false,
      4000,
    );
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().hasAttribute('aria-controls')).toBe(false);
  });

  it('names the product of a shared link once found, and clears it', async () => {
    await open('/staff/orders?product=arabic-reader-2');
    await until(() => field().value === 'Arabic Reader, Book 2');
    await act(async () => button(desk.dom.container, 'Clear product').click());
    await settle();
    expect(desk.where.search).toBe('');
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    expect(() => button(desk.dom.container, 'Clear product')).toThrow();
  });

  it('names a shared link’s product by its id when there is no such product', async () => {
    await open('/staff/orders?product=no-such-thing');
    await until(() => productRequests().includes('GET shop/staff/products/no-such-thing'));
    await settle(50);
    expect(field().value).toBe('no-such-thing');
  });
});
