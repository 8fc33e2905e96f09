import { commandCounter } from '@aspire/service-kit/testing/commands';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { testShop } from '../test-app.ts';

const counter = await commandCounter(await testDatabase());
afterAll(() => counter.close());
const { api } = await testShop(undefined, { database: counter.database });
const add = (user: string, productId: string) =>
  counter.commandsOf(async () => {
    const { status } = await api('POST', 'cart', { user, body: { productId, qty: 1 } });
    expect(status).toBe(201);
  });

describe('adding to a cart, on the database', () => {
  it('reads the product and the buyer’s checkouts at once, writes the line, then prices the cart', async () => {
    // The first of a product: no line to raise, so the line is added. The cart holds only the product
    // just read, so pricing it reads nothing more.
    expect(await add('u-counted', 'zakah-made-clear')).toEqual([
      'find products',
      'find stock_reservations',
      'findAndModify carts',
      'findAndModify carts',
    ]);
    // Again: the line is raised, and the cart comes back with the write.
    expect(await add('u-counted', 'zakah-made-clear')).toEqual([
      'find products',
      'find stock_reservations',
      'findAndModify carts',
    ]);
    // Another product: pricing reads the cart's other products, not the one just read.
    const another = await counter.commandsOf(async () => {
      const { status, data } = await api('POST', 'cart', {
        user: 'u-counted',
        body: { productId: 'seerah-study-companion', qty: 1 },
      });
      expect(status).toBe(201);
      const { items } = data as { items: { productId: string }[] };
      expect(items.map((item) => item.productId).sort()).toEqual([
        'seerah-study-companion',
        'zakah-made-clear',
      ]);
    });
    expect(another).toEqual([
      'find products',
      'find stock_reservations',
      'findAndModify carts',
      'findAndModify carts',
      'find products',
    ]);
  });
});
