import { describe, expect, it } from 'vitest';
import { servicesEnvironment } from './launch-site.ts';

const site = { port: 6000, mongodbUri: 'mongodb://127.0.0.1:30018/' };

describe("the launcher's environment for the services", () => {
  it('turns on what the local site and its tests use in development, never setting NODE_ENV', () => {
    const env = servicesEnvironment({}, site);
    expect(env).toMatchObject({
      MONGODB_URI: site.mongodbUri,
      IDENTITY_JWKS_URL: 'http://127.0.0.1:7001/api/identity/.well-known/jwks.json',
      DEMO_ACCOUNTS: '1',
      DEV_OUTBOX: '1',
      SITE_URL: 'http://localhost:6000',
      // The services are behind the shell's proxy.
      TRUST_PROXY_HOPS: '1',
    });
    expect(env).not.toHaveProperty('NODE_ENV');
    expect(servicesEnvironment({ DEV_OUTBOX: '0' }, site).DEV_OUTBOX).toBe('0');
  });

  it('adds no development setting to a production start, which each part then checks', () => {
    const env = servicesEnvironment({ NODE_ENV: 'production', TRUST_PROXY_HOPS: '1' }, site);
    for (const setting of ['DEMO_ACCOUNTS', 'DEV_OUTBOX', 'SITE_URL', 'CORS_ORIGINS', 'NODE_ENV'])
      expect(env).not.toHaveProperty(setting);
    // One TLS proxy in front of the shell: the services believe two hops.
    expect(env.TRUST_PROXY_HOPS).toBe('2');
  });
});
