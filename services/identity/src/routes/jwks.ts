import { ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import type { RouteDeps } from './deps.ts';

/**
 * What every other service needs to verify tokens without calling identity on a request: the public
 * half of the signing key (JWK Set), and the token versions of users who signed out or reset their
 * password (tokens older than that are refused; services refresh this list every few seconds).
 */
export function jwksRoutes({ tokens, users }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/.well-known/jwks.json', (c) => {
    c.header('cache-control', 'public, max-age=600');
    return c.json(tokens.jwks);
  });
  api.get('/.well-known/token-versions.json', async (c) => {
    c.header('cache-control', 'no-store');
    return ok(c, await users.tokenVersions());
  });
  return api;
}
