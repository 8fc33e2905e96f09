import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, paymentOrigins, securityHeaders } from './page-policy.ts';

/** One directive of a policy, as its list of sources. */
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe("the pages' script policy", () => {
  it("allows Razorpay's own Checkout and API when payments go through Razorpay, and nothing otherwise", () => {
    expect(paymentOrigins({ PAYMENT_GATEWAY: 'razorpay' })).toEqual([
      'https://checkout.razorpay.com',
      'https://api.razorpay.com',
    ]);
    expect(
      paymentOrigins({
        PAYMENT_GATEWAY: 'sandbox',
        RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:6100/v1/checkout.js',
      }),
    ).toEqual([]);
    expect(paymentOrigins({})).toEqual([]);
  });

  it('allows the Checkout script and API of a stand-in named by the settings', () => {
    const payments = paymentOrigins({
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:6100/v1/checkout.js',
      RAZORPAY_API_BASE_URL: 'http://127.0.0.1:6100',
    });
    expect(payments).toEqual(['http://127.0.0.1:6100']);
    const policy = contentSecurityPolicy({
      remoteOrigins: ['http://localhost:6001'],
      paymentOrigins: payments,
      inlineScriptHashes: ["'sha256-abc'"],
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'http://localhost:6001',
      "'sha256-abc'",
      'http://127.0.0.1:6100',
    ]);
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:6100');
    expect(directive(policy, 'frame-src')).toEqual(['http://127.0.0.1:6100']);
  });

  it('frames nothing and runs no foreign script without Razorpay', () => {
    const policy = contentSecurityPolicy({ remoteOrigins: [], paymentOrigins: [], inlineScriptHashes: [] });
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
  });

  it('puts the policy on pages only, and the other security headers on everything', async () => {
    const app = new Hono();
    app.use(
      securityHeaders({
        remoteOrigins: () => ['http://localhost:6001'],
        paymentOrigins: [],
        inlineScriptHashes: [],
      }),
    );
    app.get('/page', (c) => c.html('<p>hi</p>'));
    app.get('/data.json', (c) => c.json({}));
    const page = await app.request('/page');
    expect(directive(page.headers.get('content-security-policy') ?? '', 'script-src')).toEqual([
      "'self'",
      'http://localhost:6001',
    ]);
    const data = await app.request('/data.json');
    expect(data.headers.get('content-security-policy')).toBeNull();
    expect(data.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
