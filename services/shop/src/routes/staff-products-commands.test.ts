import { commandCounter } from '@aspire/service-kit/testing/commands';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { testShop } from '../test-app.ts';

const counter = await commandCounter(await testDatabase());
afterAll(() => counter.close());
const { api, staffToken } = await testShop(undefined, { database: counter.database });
const token = await staffToken(['shop']);
const read = (query: string) =>
  counter.commandsOf(async () => {
    const { status } = await api('GET', `staff/products?${query}`, { token });
    expect(status).toBe(200);
  });

describe('the products desk’s list, on the database', () => {
  it('reads a page once, then answers it from memory while nothing changed (a read of the marks)', async () => {
    // Each read limited to what the page needs: no cursor is left to end with another command.
    expect(await read('limit=4')).toEqual(['find change_marks', 'find products', 'find stock_reservations']);
    expect(await read('status=active&q=arabic')).toEqual([
      'find change_marks',
      'find product_prefixes',
      'find products',
      'find stock_reservations',
    ]);
    expect(await read('stock=low')).toEqual([
      'find change_marks',
      'find products',
      'find products',
      'find stock_reservations',
    ]);
    // However the search is cased.
    expect(await read('status=active&q=Arabic')).toEqual(['find change_marks']);
    expect(await read('stock=low')).toEqual(['find change_marks']);
  });
});
