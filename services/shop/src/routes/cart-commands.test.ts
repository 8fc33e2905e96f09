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
    // The first of a product: no line to raise, so the line is added.
    expect(await add('u-counted', 'zakah-made-clear')).toEqual([
      'find products',
      'find stock_reservations',
      'findAndModify carts',
      'findAndModify carts',
      'find products',
    ]);
    // Again: the line is raised, and the cart comes back with the write.
    expect(await add('u-counted', 'zakah-made-clear')).toEqual([
      'find products',
      'find stock_reservations',
      'findAndModify carts',
      'find products',
    ]);
  });
});
