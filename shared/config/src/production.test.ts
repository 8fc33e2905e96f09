import { describe, expect, it } from 'vitest';
import {
  type ProductionCheck,
  productionProblems,
  publicAddressProblem,
  secretProblem,
} from './production.ts';

const safe = { NODE_ENV: 'production', SITE_URL: 'https://www.aspirecollege.in' };
const gateway: ProductionCheck = {
  setting: 'PAYMENT_GATEWAY',
  problem: (env) => (env.PAYMENT_GATEWAY === 'razorpay' ? undefined : 'is not razorpay'),
};

describe('production profile', () => {
  it('checks nothing outside production', () => {
    expect(productionProblems([gateway], { SITE_URL: 'http://localhost:3000', DEMO_ACCOUNTS: '1' })).toEqual(
      [],
    );
  });

  it('names every unsafe setting, the common ones and the part’s own', () => {
    expect(
      productionProblems([gateway], {
        NODE_ENV: 'production',
        SITE_URL: 'http://localhost:3000',
        DEMO_ACCOUNTS: '1',
      }),
    ).toEqual([
      'SITE_URL points at this machine (localhost:3000), not the public site',
      'DEMO_ACCOUNTS is on: demo accounts with published passwords would be created',
      'PAYMENT_GATEWAY is not razorpay',
    ]);
    expect(productionProblems([gateway], { ...safe, PAYMENT_GATEWAY: 'razorpay' })).toEqual([]);
  });

  it('wants a public https address', () => {
    expect(publicAddressProblem(undefined)).toMatch(/is missing/);
    expect(publicAddressProblem('http://www.aspirecollege.in')).toBe('must be an https:// address');
    expect(publicAddressProblem('https://127.0.0.1')).toMatch(/this machine/);
    expect(publicAddressProblem('https://www.aspirecollege.in')).toBeUndefined();
  });

  it('refuses secrets that are missing, short or shipped', () => {
    expect(secretProblem(undefined)).toBe('is missing');
    expect(secretProblem('change-me')).toMatch(/ships in the repository/);
    expect(secretProblem('sandbox-key-secret-aspire-local-000000')).toMatch(/ships in the repository/);
    expect(secretProblem('short')).toMatch(/shorter than 32/);
    expect(secretProblem('q7Vx2Lr9Kp4Tz8Wm1Ns6Yb3Hd5Fg0JcE')).toBeUndefined();
  });
});
