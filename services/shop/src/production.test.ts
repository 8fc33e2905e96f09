import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { productionProblems } from '@aspire/config/production';
import { describe, expect, it } from 'vitest';
import { SHOP_PRODUCTION_CHECKS } from './production.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

/** A production environment the shop accepts (the database address leads nowhere: it must never be reached). */
const SAFE = {
  NODE_ENV: 'production',
  SITE_URL: 'https://aspire.example',
  MONGODB_URI: 'mongodb://127.0.0.1:9/aspire',
  IDENTITY_JWKS_URL: 'https://aspire.example/api/identity/.well-known/jwks.json',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_Q1w2E3r4T5y6U7',
  RAZORPAY_KEY_SECRET: 'Zx9Cv8Bn7Mq6Wl5Ek4Rj3Th2',
  RAZORPAY_WEBHOOK_SECRET: 'kP3mV8qL2sN7xR4tY9wB6cD1',
  SMTP_URL: 'smtps://apikey:secret@smtp.mail.example.org:465',
  MAIL_FROM: 'Aspire College <no-reply@aspire.example>',
  MAIL_ENCRYPTION_KEY: 'Zp4Lq8Wv2Nx6Rb1Tc9Hs3Jf7Kd5Gm0Ya',
  SHOP_EMAIL: 'shop@aspire.example',
};

/** Starts `node services/shop/src/server.ts` with `env`; answers its exit code and error output. */
function start(env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [SERVER],
      { env: { PATH: process.env.PATH, ...env }, timeout: 15_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
}

const UNSAFE: [setting: string, change: Record<string, string | undefined>, problem: RegExp][] = [
  ['PAYMENT_GATEWAY', { PAYMENT_GATEWAY: undefined }, /is not set/],
  ['PAYMENT_GATEWAY', { PAYMENT_GATEWAY: 'sandbox' }, /is sandbox/],
  ['RAZORPAY_KEY_ID', { RAZORPAY_KEY_ID: undefined }, /is missing/],
  ['RAZORPAY_KEY_ID', { RAZORPAY_KEY_ID: 'rzp_test_aspiresandbox' }, /ships in the repository/],
  ['RAZORPAY_KEY_ID', { RAZORPAY_KEY_ID: 'rzp_test_Q1w2E3r4T5y6U7' }, /test-mode key/],
  ['RAZORPAY_KEY_SECRET', { RAZORPAY_KEY_SECRET: undefined }, /is missing/],
  [
    'RAZORPAY_KEY_SECRET',
    { RAZORPAY_KEY_SECRET: 'sandbox-key-secret-aspire-local' },
    /ships in the repository/,
  ],
  ['RAZORPAY_KEY_SECRET', { RAZORPAY_KEY_SECRET: 'short-secret' }, /shorter than 20/],
  ['RAZORPAY_WEBHOOK_SECRET', { RAZORPAY_WEBHOOK_SECRET: undefined }, /is missing/],
  [
    'RAZORPAY_WEBHOOK_SECRET',
    { RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret-00000' },
    /ships in the repository/,
  ],
  ['RAZORPAY_CHECKOUT_URL', { RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4999/v1/checkout.js' }, /https/],
  ['RAZORPAY_API_BASE_URL', { RAZORPAY_API_BASE_URL: 'http://127.0.0.1:4999' }, /https/],
  // The shop sends order e-mails: the kit's mail checks apply to it.
  ['SMTP_URL', { SMTP_URL: undefined }, /is missing/],
  // A refund the gateway refused is mailed to the shop team.
  ['SHOP_EMAIL', { SHOP_EMAIL: undefined }, /SHOP_EMAIL is missing: set the e-mail address of the shop team/],
  // Receipts would name a made-up registration.
  ['SELLER_GSTIN', { SELLER_GSTIN: '33aaata1234c1zo' }, /development's test GSTIN/],
];

describe('shop production profile', () => {
  it('accepts real payments with the college’s own keys', () => {
    expect(productionProblems(SHOP_PRODUCTION_CHECKS, SAFE)).toEqual([]);
    // Outside production nothing is checked: the sandbox stays the development default.
    expect(productionProblems(SHOP_PRODUCTION_CHECKS, { NODE_ENV: 'development' })).toEqual([]);
  });

  it.concurrent.for(UNSAFE)(
    'refuses to start, before any database, when %s is unsafe (%o)',
    async ([setting, change, problem], { expect }) => {
      const { code, stderr } = await start({ ...SAFE, ...change });
      expect(code).toBe(1);
      const line = stderr.split('\n').find((entry) => entry.includes(`: ${setting} `));
      expect(line).toMatch(`[shop] refusing to start with NODE_ENV=production: ${setting} `);
      expect(line).toMatch(problem);
    },
  );
});
