import type { ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import type { RouteDeps } from './deps.ts';

/**
 * What every other service needs to verify tokens without calling identity on a request: the public
 * halves of the signing keys (JWK Set): the current key, and retired ones until their tokens expire.
 */
export function jwksRoutes({ tokens }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/.well-known/jwks.json', async (c) => {
    // Short, so a verifier that cached it takes up a rotated key soon (it also refetches on an unknown kid).
    c.header('cache-control', 'public, max-age=300');
    return c.json(await tokens.jwks());
  });
  return api;
}
