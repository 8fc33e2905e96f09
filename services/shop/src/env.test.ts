import { describe, expect, it } from 'vitest';

// env.ts reads this process's settings when imported: give it a database address first.
process.env.MONGODB_URI ??= 'mongodb://127.0.0.1:9/aspire';
const { sellerOf, shopEnv } = await import('./env.ts');
const base = { MONGODB_URI: 'mongodb://127.0.0.1:9/aspire' };

describe('shop settings', () => {
  it("makes the sandbox's secrets random per start unless they are set", () => {
    const first = shopEnv.parse(base);
    const second = shopEnv.parse(base);
    expect(first.SANDBOX_KEY_SECRET).toMatch(/^[\w-]{43}$/);
    expect(first.SANDBOX_KEY_SECRET).not.toBe(second.SANDBOX_KEY_SECRET);
    expect(first.SANDBOX_WEBHOOK_SECRET).not.toBe(second.SANDBOX_WEBHOOK_SECRET);
    expect(first.SANDBOX_KEY_SECRET).not.toBe(first.SANDBOX_WEBHOOK_SECRET);
    const set = shopEnv.parse({
      ...base,
      SANDBOX_KEY_SECRET: 'k'.repeat(32),
      SANDBOX_WEBHOOK_SECRET: 'w'.repeat(32),
    });
    expect([set.SANDBOX_KEY_SECRET, set.SANDBOX_WEBHOOK_SECRET]).toEqual(['k'.repeat(32), 'w'.repeat(32)]);
  });

  it('keeps the sandbox the development default and wants the three keys with razorpay', () => {
    expect(shopEnv.parse(base).PAYMENT_GATEWAY).toBe('sandbox');
    const missing = shopEnv.safeParse({
      ...base,
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
    });
    expect(missing.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
  });

  it("takes the seller's GSTIN only with its right check character, and its state from it", () => {
    const seller = sellerOf(shopEnv.parse(base));
    expect(seller).toMatchObject({ gstin: '33AAATA1234C1ZO', state: { code: '33', name: 'Tamil Nadu' } });
    expect(sellerOf(shopEnv.parse({ ...base, SELLER_GSTIN: '29aagcb7383j1z4' }))).toMatchObject({
      gstin: '29AAGCB7383J1Z4',
      state: { name: 'Karnataka' },
    });
    const mistyped = shopEnv.safeParse({ ...base, SELLER_GSTIN: '29AAGCB7383J1Z5' });
    expect(mistyped.error?.issues[0]?.message).toMatch(/wrong check character/);
    expect(shopEnv.safeParse({ ...base, SELLER_GSTIN: '29AAGCB7383' }).success).toBe(false);
    expect(shopEnv.safeParse({ ...base, SELLER_GSTIN: '99AAGCB7383J1Z4' }).success).toBe(false);
    const elsewhere = shopEnv.safeParse({ ...base, SELLER_STATE: 'Kerala' });
    expect(elsewhere.error?.issues[0]).toMatchObject({ path: ['SELLER_STATE'] });
  });

  it('names an unregistered seller in the state it is given, Tamil Nadu by default', () => {
    expect(sellerOf(shopEnv.parse({ ...base, SELLER_GSTIN: '' }))).toMatchObject({
      gstin: null,
      state: { name: 'Tamil Nadu' },
    });
    expect(sellerOf(shopEnv.parse({ ...base, SELLER_GSTIN: '', SELLER_STATE: '29' })).state.name).toBe(
      'Karnataka',
    );
    expect(shopEnv.safeParse({ ...base, SELLER_STATE: 'Atlantis' }).success).toBe(false);
  });
});
