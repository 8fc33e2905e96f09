import { describe, expect, it } from 'vitest';

// env.ts reads this process's settings when imported: give it a database address first.
process.env.MONGODB_URI ??= 'mongodb://127.0.0.1:9/aspire';
const { shopEnv } = await import('./env.ts');
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
});
