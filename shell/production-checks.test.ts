import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { productionProblems } from '@aspire/config/production';
import { describe, expect, it } from 'vitest';
import { SHELL_CHECKS } from './production-checks.ts';

/** A production environment the shell accepts. */
const SAFE = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.aspirecollege.in',
  PAYMENT_GATEWAY: 'razorpay',
  REMOTE_CATALOG_URL: 'https://catalog.aspirecollege.in/mf-manifest.json',
  REMOTE_SHOP_URL: 'https://shop.aspirecollege.in/mf-manifest.json',
  REMOTE_LMS_URL: 'https://lms.aspirecollege.in/mf-manifest.json',
  REMOTE_INFO_URL: 'https://info.aspirecollege.in/mf-manifest.json',
  SERVICE_IDENTITY_URL: 'http://10.0.0.11:4001',
  SERVICE_CATALOG_URL: 'http://10.0.0.12:4002',
  SERVICE_SHOP_URL: 'http://10.0.0.13:4003',
  SERVICE_LMS_URL: 'http://10.0.0.14:4004',
  SERVICE_INFO_URL: 'http://10.0.0.15:4005',
};

const problems = (changes: Record<string, string | undefined>) =>
  productionProblems(SHELL_CHECKS, { ...SAFE, ...changes });

/** Runs the real server with `env` only; its exit code and what it wrote to stderr. */
const runShell = (env: Record<string, string | undefined>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [new URL('./server.ts', import.meta.url).pathname],
      { env: { PATH: process.env.PATH, ...env }, timeout: 15_000 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });

describe("the shell's production profile", () => {
  it('accepts a production environment with every setting in place, and checks nothing in development', () => {
    expect(problems({})).toEqual([]);
    expect(productionProblems(SHELL_CHECKS, {})).toEqual([]);
  });

  it('refuses the sandbox or no gateway, since the page policy allows Razorpay only with razorpay', () => {
    expect(problems({ PAYMENT_GATEWAY: 'sandbox' })).toEqual([
      'PAYMENT_GATEWAY is "sandbox": set razorpay (the sandbox is for development only)',
    ]);
    expect(problems({ PAYMENT_GATEWAY: undefined })).toEqual([
      'PAYMENT_GATEWAY is unset: set razorpay (the sandbox is for development only)',
    ]);
  });

  it('refuses a Razorpay address that is not public https', () => {
    expect(problems({ RAZORPAY_CHECKOUT_URL: 'http://localhost:7000/v1/checkout.js' })).toEqual([
      'RAZORPAY_CHECKOUT_URL points at this machine (localhost:7000), not the public site',
    ]);
    expect(problems({ RAZORPAY_API_BASE_URL: 'http://api.razorpay.com' })).toEqual([
      'RAZORPAY_API_BASE_URL must be an https:// address',
    ]);
  });

  it('refuses a remote or a service left to the development guess', () => {
    expect(problems({ REMOTE_SHOP_URL: undefined })).toEqual([
      "REMOTE_SHOP_URL is missing: set the public https address of the shop remote's mf-manifest.json",
    ]);
    expect(problems({ REMOTE_LMS_URL: 'http://127.0.0.1:3003/mf-manifest.json' })).toEqual([
      'REMOTE_LMS_URL points at this machine (127.0.0.1:3003), not the public site',
    ]);
    expect(problems({ SERVICE_SHOP_URL: undefined, SERVICE_INFO_URL: 'change-me' })).toEqual([
      'SERVICE_SHOP_URL is missing: set the address /api/shop/ is proxied to (http://host:port)',
      'SERVICE_INFO_URL is not an address (change-me)',
    ]);
  });

  it('refuses the .env.example at the root unedited, naming each placeholder it reads', () => {
    const example = Object.fromEntries(
      readFileSync(new URL('../.env.example', import.meta.url), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split(/=(.*)/s).slice(0, 2)),
    );
    const placeholders = Object.keys(example).filter((setting) => example[setting] === 'change-me');
    const refused = productionProblems(SHELL_CHECKS, example).map((problem) => problem.split(' ')[0]);
    expect(refused).toEqual(
      placeholders.filter((setting) => /^(SITE_URL|PAYMENT_GATEWAY|REMOTE_|SERVICE_)/.test(setting)),
    );
    expect(refused).toHaveLength(11);
  });

  it('stops `node shell/server.ts` with exit 1 and one line per unsafe setting, before needing a build', async () => {
    const { code, stderr } = await runShell({ ...SAFE, PAYMENT_GATEWAY: 'sandbox', DEMO_ACCOUNTS: '1' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      '[shell] refusing to start with NODE_ENV=production: DEMO_ACCOUNTS is on: demo accounts with published passwords would be created',
      '[shell] refusing to start with NODE_ENV=production: PAYMENT_GATEWAY is "sandbox": set razorpay (the sandbox is for development only)',
    ]);
  });
});
