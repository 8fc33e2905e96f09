import { describe, expect, it } from 'vitest';
import { instancesOf, instanceUrls, mailCatcherPorts, servicesEnvironment } from './launch-site.ts';

const site = { port: 6000, mongodbUri: 'mongodb://127.0.0.1:30018/', smtpUrl: 'smtp://127.0.0.1:7025' };

describe("the launcher's environment for the services", () => {
  it('turns on what the local site and its tests use in development, never setting NODE_ENV', () => {
    const env = servicesEnvironment({}, site);
    expect(env).toMatchObject({
      MONGODB_URI: site.mongodbUri,
      IDENTITY_JWKS_URL: 'http://127.0.0.1:7001/api/identity/.well-known/jwks.json',
      DEMO_ACCOUNTS: '1',
      SITE_URL: 'http://localhost:6000',
      // The services are behind the shell's proxy.
      TRUST_PROXY_HOPS: '1',
    });
    expect(env).not.toHaveProperty('NODE_ENV');
    // The development mailbox is gone: mail goes over SMTP.
    expect(env).not.toHaveProperty('DEV_OUTBOX');
    expect(servicesEnvironment({ DEMO_ACCOUNTS: '0' }, site).DEMO_ACCOUNTS).toBe('0');
  });

  it('sends development mail over SMTP to the mail catcher, sealed with a key of this run', () => {
    const env = servicesEnvironment({}, site);
    expect(env).toMatchObject({
      SMTP_URL: 'smtp://127.0.0.1:7025',
      MAIL_FROM: 'Aspire College <no-reply@aspirecollege.in>',
    });
    expect(env.MAIL_ENCRYPTION_KEY?.length).toBeGreaterThanOrEqual(32);
    // The same key for every service and every start within one run, so a restarted service reads
    // what it queued.
    expect(servicesEnvironment({}, site).MAIL_ENCRYPTION_KEY).toBe(env.MAIL_ENCRYPTION_KEY);
    const given = { MAIL_FROM: 'Test <t@example.com>', MAIL_ENCRYPTION_KEY: 'k'.repeat(40) };
    expect(servicesEnvironment(given, site)).toMatchObject(given);
  });

  it('adds no development setting to a production start, which each part then checks', () => {
    const env = servicesEnvironment({ NODE_ENV: 'production', TRUST_PROXY_HOPS: '1' }, site);
    for (const setting of [
      'DEMO_ACCOUNTS',
      'SITE_URL',
      'CORS_ORIGINS',
      'NODE_ENV',
      'SMTP_URL',
      'MAIL_FROM',
      'MAIL_ENCRYPTION_KEY',
      'ADMISSIONS_EMAIL',
      'CONTACT_EMAIL',
    ])
      expect(env).not.toHaveProperty(setting);
    // One TLS proxy in front of the shell: the services believe two hops.
    expect(env.TRUST_PROXY_HOPS).toBe('2');
  });
});

describe("the launcher's mail catcher", () => {
  it('runs in development on PORT+1025 (SMTP) and PORT+1026 (web page and API)', () => {
    expect(mailCatcherPorts({}, 3000)).toEqual({ smtpPort: 4025, httpPort: 4026 });
  });

  it('is not started in production, nor when the caller gives an SMTP server', () => {
    expect(mailCatcherPorts({ NODE_ENV: 'production' }, 3000)).toBeUndefined();
    expect(mailCatcherPorts({ SMTP_URL: 'smtp://mail.example:587' }, 3000)).toBeUndefined();
  });
});

describe("the launcher's instances of a service", () => {
  it('starts one of each unless <NAME>_INSTANCES asks for more, up to nine', () => {
    expect(instancesOf('shop', {})).toBe(1);
    expect(instancesOf('shop', { SHOP_INSTANCES: '3' })).toBe(3);
    expect(instancesOf('identity', { SHOP_INSTANCES: '3' })).toBe(1);
    for (const wrong of ['0', '10', '2.5', 'three'])
      expect(() => instancesOf('shop', { SHOP_INSTANCES: wrong })).toThrow(
        `SHOP_INSTANCES must be a whole number from 1 to 9 (got "${wrong}")`,
      );
  });

  it('gives the shell every instance’s address, the first on the service’s own port', () => {
    expect(instanceUrls('shop', 3, 3000)).toEqual([
      'http://127.0.0.1:4003',
      'http://127.0.0.1:4121',
      'http://127.0.0.1:4122',
    ]);
  });
});
